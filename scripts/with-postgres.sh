#!/usr/bin/env bash
# Usage: bash scripts/with-postgres.sh CMD [ARGS…]
# Starts a throwaway PostgreSQL 15 server on a free port, runs CMD with
# TEST_DATABASE_URL=postgres://postgres@127.0.0.1:PORT/postgres, then always stops the
# server and deletes its files. Exits with CMD's exit code.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-postgres.sh CMD [ARGS...]" >&2
  exit 2
fi

pg_bin="${PG_BIN:-/usr/lib/postgresql/15/bin}"

if [ ! -x "$pg_bin/initdb" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "with-postgres: PostgreSQL missing, installing Debian's postgresql with apt-get" >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  fi
  if [ ! -x "$pg_bin/initdb" ]; then
    echo "with-postgres: PostgreSQL 15 not found in $pg_bin; install it (sudo apt-get install postgresql) or set PG_BIN" >&2
    exit 1
  fi
fi

# initdb refuses to run as root: as root, run the server as the postgres user.
as_db_user() {
  if [ "$(id -u)" = "0" ]; then
    su postgres -s /bin/sh -c "$1"
  else
    sh -c "$1"
  fi
}

free_port() {
  node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

data_dir="$(mktemp -d "${TMPDIR:-/tmp}/raggio-pg.XXXXXX")"
if [ "$(id -u)" = "0" ]; then chown postgres: "$data_dir"; fi
chmod 700 "$data_dir"
port="$(free_port)"
started=0

stop_server() {
  if [ "$started" = "1" ]; then
    as_db_user "'$pg_bin/pg_ctl' -D '$data_dir/db' -m immediate -w stop" >/dev/null 2>&1 || true
  fi
  rm -rf "$data_dir"
}
trap stop_server EXIT
trap 'exit 130' INT TERM

# Trust on 127.0.0.1 only: the server lives for one run and listens nowhere else.
as_db_user "'$pg_bin/initdb' -D '$data_dir/db' -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8" >"$data_dir/initdb.log" 2>&1 \
  || { cat "$data_dir/initdb.log" >&2; echo "with-postgres: initdb failed" >&2; exit 1; }
started=1
as_db_user "'$pg_bin/pg_ctl' -D '$data_dir/db' -l '$data_dir/server.log' -w -t 60 \
  -o \"-p $port -c listen_addresses=127.0.0.1 -k '$data_dir' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200\" start" >/dev/null \
  || { cat "$data_dir/server.log" >&2; echo "with-postgres: the server did not start" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on $TEST_DATABASE_URL" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
