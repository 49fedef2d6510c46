defmodule FriendsTest do
  use ExUnit.Case
  doctest Friends

  test "the truth" do
    assert 1 + 1 == 2
  end
end
