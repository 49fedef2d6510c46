defmodule Ecto.TestAdapter do
  @behaviour Ecto.Adapter
  @behaviour Ecto.Adapter.Queryable
  @behaviour Ecto.Adapter.Schema
  @behaviour Ecto.Adapter.Transaction

  defmacro __before_compile__(_opts), do: :ok

  def ensure_all_started(_, _) do
    {:ok, []}
  end

  def init(opts) do
    :ecto = opts[:otp_app]
    "user" = opts[:username]
    "pass" = opts[:password]
    "hello" = opts[:database]
    "local" = opts[:hostname]

    {:ok, Supervisor.child_spec({Task, fn -> :timer.sleep(:infinity) end}, []), %{meta: :meta}}
  end

  def checkout(mod, _opts, fun) do
    send(self(), {:checkout, fun})
    Process.put({mod, :checked_out?}, true)

    try do
      fun.()
    after
      Process.delete({mod, :checked_out?})
    end
  end

  def checked_out?(mod) do
    Process.get({mod, :checked_out?}) || false
  end

  ## Types

  def loaders({:map, _}, type), do: [&Ecto.Type.embedded_load(type, &1, :json)]
  def loaders(:binary_id, type), do: [Ecto.UUID, type]
  def loaders(_primitive, type), do: [type]

  def dumpers({:map, _}, type), do: [&Ecto.Type.embedded_dump(type, &1, :json)]
  def dumpers(:binary_id, type), do: [type, Ecto.UUID]
  def dumpers(_primitive, type), do: [type]

  def autogenerate(:id), do: nil
  def autogenerate(:embed_id), do: Ecto.UUID.autogenerate()
  def autogenerate(:binary_id), do: Ecto.UUID.bingenerate()

  ## Queryable

  def prepare(operation, query), do: {:nocache, {operation, query}}

  def execute(_, _, {:nocache, {:all, query}}, _, _) do
    send(self(), {:all, query})
    Process.get(:test_repo_all_results) || results_for_all_query(query)
  end

  def execute(_, _meta, {:nocache, {op, query}}, _params, _opts) do
    send(self(), {op, query})
    {1, nil}
  end

  def stream(_, _meta, {:nocache, {:all, query}}, _params, _opts) do
    Stream.map([:execute], fn :execute ->
      send(self(), {:stream, query})
      results_for_all_query(query)
    end)
  end

  defp results_for_all_query(%{select: %{fields: [_ | _] = fields}}) do
    values = List.duplicate(nil, length(fields) - 1)
    {1, [[1 | values]]}
  end

  defp results_for_all_query(%{select: %{fields: []}}) do
    {1, [[]]}
  end

  ## Schema

  def insert_all(_, meta, header, rows, on_conflict, returning, placeholders, opts) do
    meta =
      Map.merge(meta, %{
        header: header,
        on_conflict: on_conflict,
        returning: returning,
        placeholders: placeholders,
        prefix: opts[:prefix]
      })

    sorted = if is_list(rows), do: Enum.map(rows, &Enum.sort/1), else: rows
    send(self(), {:insert_all, meta, sorted})
    {1, nil}
  end

  def insert(_, %{context: nil, prefix: prefix} = meta, fields, on_conflict, returning, _opts) do
    meta =
      Map.merge(meta, %{
        fields: fields,
        on_conflict: on_conflict,
        returning: returning,
        prefix: prefix
      })

    send(self(), {:insert, meta})
    {:ok, Enum.zip(returning, 1..length(returning)//1)}
  end

  def insert(_, %{context: context}, _fields, _on_conflict, _returning, _opts) do
    context
  end

  # Notice the list of changes is never empty.
  def update(_, %{context: nil} = meta, [_ | _] = changes, filters, returning, _opts) do
    meta = Map.merge(meta, %{changes: changes, filters: filters, returning: returning})
    send(self(), {:update, meta})
    {:ok, Enum.zip(returning, 1..length(returning)//1)}
  end

  def update(_, %{context: context}, [_ | _], _filters, _returning, _opts) do
    context
  end

  def delete(_, %{context: nil} = meta, filters, returning, _opts) do
    meta = Map.merge(meta, %{filters: filters, returning: returning})
    send(self(), {:delete, meta})
    {:ok, Enum.zip(returning, 1..length(returning)//1)}
  end

  def delete(_, %{context: context}, _filters, _returning, _opts) do
    context
  end

  ## Transactions

  def transaction(mod, opts, fun) do
    # Makes transactions "trackable" in tests
    Process.put({mod, :in_transaction?}, true)
    send(self(), {:transaction, fun, opts})

    try do
      {:ok, fun.()}
    catch
      :throw, {:ecto_rollback, value} ->
        {:error, value}
    after
      Process.delete({mod, :in_transaction?})
    end
  end

  def in_transaction?(mod) do
    Process.get({mod, :in_transaction?}) || false
  end

  def rollback(_, value) do
    send(self(), {:rollback, value})
    throw({:ecto_rollback, value})
  end
end

defmodule Ecto.CachingTestAdapter do
  @moduledoc """
  Test adapter that supports query caching, used for testing the query_cache option.
  """
  @behaviour Ecto.Adapter
  @behaviour Ecto.Adapter.Queryable

  defmacro __before_compile__(_opts), do: :ok

  def ensure_all_started(_, _), do: {:ok, []}

  def init(_opts) do
    {:ok, Supervisor.child_spec({Task, fn -> :timer.sleep(:infinity) end}, []), %{}}
  end

  def checkout(_mod, _opts, fun), do: fun.()
  def checked_out?(_mod), do: false

  def loaders(_primitive, type), do: [type]
  def dumpers(_primitive, type), do: [type]
  def autogenerate(:id), do: nil
  def autogenerate(:embed_id), do: Ecto.UUID.autogenerate()
  def autogenerate(:binary_id), do: Ecto.UUID.bingenerate()

  # Return :cache to trigger default caching in the planner
  def prepare(operation, query), do: {:cache, {operation, query}}

  def execute(_adapter_meta, _query_meta, {_cache_status, {:all, _query}}, _dump_params, _opts) do
    []
  end

  def execute(_adapter_meta, _query_meta, {_cache_status, {_operation, _query}}, _dump_params, _opts) do
    {1, nil}
  end

  def stream(_adapter_meta, _query_meta, _prepared, _dump_params, _opts) do
    []
  end
end

Application.put_env(:ecto, Ecto.TestRepo, user: "invalid")

defmodule Ecto.TestRepo do
  use Ecto.Repo, otp_app: :ecto, adapter: Ecto.TestAdapter

  def init(type, opts) do
    opts = [url: "ecto://user:pass@local/hello"] ++ opts
    opts[:parent] && send(opts[:parent], {__MODULE__, type, opts})
    {:ok, opts}
  end
end

Ecto.TestRepo.start_link()
