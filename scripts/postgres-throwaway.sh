#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on 127.0.0.1 for tests and benchmarks (run as root).
#   scripts/postgres-throwaway.sh start DIR PORT   prints the server URL
#   scripts/postgres-throwaway.sh stop DIR
set -euo pipefail
action=$1 dir=$2
pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
case "$action" in
  start)
    port=$3
    install -d -o postgres -g postgres "$dir"
    su postgres -c "$pg_bin/initdb -D $dir/data -A trust -U postgres" >/dev/null
    su postgres -c "$pg_bin/pg_ctl -D $dir/data -l $dir/log -w start -o '-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200'" >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    su postgres -c "$pg_bin/pg_ctl -D $dir/data -m immediate stop" >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
esac
