#!/usr/bin/env bash
# A throwaway PostgreSQL server for the database tests: `.ci/run` starts one for every CI run,
# and a developer starts one the same way (docs/development.md, "Tests on PostgreSQL").
#
#   tests/setup/postgres-server.sh start DIR PORT   # prints TEST_DATABASE_URL as stdout's last line
#   tests/setup/postgres-server.sh stop DIR
#
# The cluster lives in DIR/data (socket and log in DIR), listens on 127.0.0.1:PORT only and
# trusts every local connection as the superuser `shop`: it holds nothing but test databases.
# Durability is turned off because a crash only loses data nobody wants back.
set -euo pipefail

usage() {
  echo "usage: $0 start DIR PORT | stop DIR" >&2
  exit 2
}

say() { echo "[postgres-server] $*" >&2; }

# Debian keeps each major version's server programs out of PATH, under /usr/lib/postgresql.
find_bindir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | while read -r candidate; do
    [ -x "$candidate/initdb" ] && echo "$candidate"
  done | tail -n 1)
  if [ -z "$dir" ] && command -v initdb >/dev/null 2>&1; then dir=$(dirname "$(command -v initdb)"); fi
  echo "$dir"
}

install_server() {
  command -v apt-get >/dev/null 2>&1 || { say "no initdb found and no apt-get to install it: install PostgreSQL's server programs"; exit 1; }
  [ "$(id -u)" -eq 0 ] || { say "no initdb found: install Debian's postgresql package (as root: apt-get install postgresql)"; exit 1; }
  say "installing Debian's postgresql package…"
  # The package would create (and, outside containers, start) a 'main' cluster on port 5432
  # that nothing here uses. This drop-in is read by the package's createcluster.conf and, unlike
  # that file, is no conffile, so writing it first does not make dpkg ask about a changed file.
  mkdir -p /etc/postgresql-common/createcluster.d
  [ -e /etc/postgresql-common/createcluster.d/no-main-cluster.conf ] ||
    echo "create_main_cluster = false" >/etc/postgresql-common/createcluster.d/no-main-cluster.conf
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
}

# initdb and the server refuse to run as root; as root they run as the package's `postgres` user.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    (cd / && runuser -u postgres -- "$@")
  else
    "$@"
  fi
}

port_taken() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

start() {
  local dir=$1 port=$2
  [[ "$port" =~ ^[0-9]+$ ]] && [ "$port" -ge 1 ] && [ "$port" -le 65535 ] || { say "PORT must be a number, not '$port'"; exit 2; }
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  local url="postgres://shop@127.0.0.1:$port/postgres"

  local bindir
  bindir=$(find_bindir)
  if [ -z "$bindir" ]; then
    install_server
    bindir=$(find_bindir)
    [ -n "$bindir" ] || { say "the postgresql package is installed but no initdb was found under /usr/lib/postgresql"; exit 1; }
  fi

  if [ "$(id -u)" -eq 0 ]; then
    getent passwd postgres >/dev/null || { say "running as root needs the 'postgres' user (Debian's postgresql package creates it)"; exit 1; }
    chown postgres: "$dir"
    as_owner test -w "$dir" ||
      { say "the postgres user cannot reach $dir: choose a DIR whose parent folders it may enter (e.g. under /tmp)"; exit 1; }
  fi

  if [ -f "$dir/data/postmaster.pid" ] && as_owner "$bindir/pg_ctl" status -D "$dir/data" >/dev/null 2>&1; then
    if "$bindir/pg_isready" -q -h 127.0.0.1 -p "$port"; then
      say "already running in $dir on port $port"
      echo "$url"
      return 0
    fi
    say "a server is already running in $dir on another port: stop it first ($0 stop $dir)"
    exit 1
  fi
  if port_taken "$port"; then
    say "port $port on 127.0.0.1 is in use: choose another"
    exit 1
  fi

  if [ ! -f "$dir/data/PG_VERSION" ]; then
    say "creating a cluster in $dir/data ($("$bindir/initdb" --version))"
    as_owner "$bindir/initdb" -D "$dir/data" -U shop --encoding=UTF8 --locale=C.UTF-8 --auth=trust \
      >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
    # Connections over TCP from this machine only (listen_addresses below) and the socket in DIR.
    as_owner sh -c "printf '%s\n' 'local all all trust' 'host all all 127.0.0.1/32 trust' >'$dir/data/pg_hba.conf'"
  fi

  # Settings on the command line rather than in postgresql.conf, so a stopped cluster can be
  # started again on another port.
  local options="-c listen_addresses=127.0.0.1 -p $port -k '$dir' -c max_connections=300"
  options+=" -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
  say "starting on 127.0.0.1:$port (log: $dir/server.log)"
  as_owner "$bindir/pg_ctl" start -D "$dir/data" -l "$dir/server.log" -o "$options" -w -t 60 >/dev/null ||
    { tail -n 20 "$dir/server.log" >&2; exit 1; }
  local waited=0
  until "$bindir/pg_isready" -q -h 127.0.0.1 -p "$port"; do
    waited=$((waited + 1))
    [ "$waited" -le 60 ] || { say "not ready after 30 s"; tail -n 20 "$dir/server.log" >&2; exit 1; }
    sleep 0.5
  done
  say "ready: $url"
  echo "$url"
}

stop() {
  local dir=$1
  local bindir
  bindir=$(find_bindir)
  if [ -z "$bindir" ] || [ ! -d "$dir/data" ]; then
    say "no server running in $dir"
    return 0
  fi
  local data
  data="$(cd "$dir" && pwd)/data"
  if ! as_owner "$bindir/pg_ctl" status -D "$data" >/dev/null 2>&1; then
    say "no server running in $dir"
    return 0
  fi
  as_owner "$bindir/pg_ctl" stop -D "$data" -m fast >/dev/null
  say "stopped the server in $dir"
}

case "${1:-}" in
  start) [ $# -eq 3 ] || usage; start "$2" "$3" ;;
  stop) [ $# -eq 2 ] || usage; stop "$2" ;;
  *) usage ;;
esac
