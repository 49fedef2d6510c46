defmodule Friends do
  @moduledoc """
  Documentation for Friends.
  """

  @doc """
  Hello world.

  ## Examples

      iex> Friends.hello
      :world

  """
  def hello do
    :world
  end
end
