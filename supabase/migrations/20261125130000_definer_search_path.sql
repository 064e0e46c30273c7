-- A temporary table shadows a type of the same name wherever pg_temp is searched first, and an empty search_path
-- still searches it first for types: as anon, `create temp table inet (a int)` made the guard fail on every insert.
-- Naming pg_temp last makes every type and function resolve to the catalog's own.
do $$
declare
  definer regprocedure;
begin
  for definer in
    select p.oid::regprocedure
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname in ('public', 'private') and p.proconfig @> array['search_path=""']
       and p.proowner = current_user::regrole
  loop
    execute format('alter function %s set search_path = pg_catalog, pg_temp', definer);
  end loop;
end
$$;
