#!/usr/bin/env bash
# A new user's first minutes, as root, in a mode-700 home: clone, install, start (embedded PostgreSQL and
# demo data), sign in, stop, start again and find the same data. Proves the README's start command.
set -euo pipefail
source_repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
home=$(mktemp -d)
chmod 700 "$home"
checkout="$home/checkout"
pid=""
cleanup() {
  [ -n "$pid" ] && kill -- "-$pid" 2>/dev/null && wait "$pid" 2>/dev/null || true
  fallback=$(grep -ho 'keeping the database in [^"]*' "$checkout"/start-*.log 2>/dev/null | head -1 | sed -e 's/keeping the database in //' -e 's/ instead$//')
  [ -n "$fallback" ] && rm -rf "$fallback"
  [ -n "${KEEP_SMOKE:-}" ] || rm -rf "$home"
}
trap cleanup EXIT

git clone --quiet "$source_repo" "$checkout"
cd "$checkout"
npm ci --no-audit --no-fund --loglevel=error

# Two ports the operating system reports free (both held open until both are known, so they differ).
read -r PORT EMBEDDED_PG_PORT < <(node -e '
  const net = require("net"), listen = () => new Promise((ok) => { const s = net.createServer().listen(0, "127.0.0.1", () => ok(s)); });
  Promise.all([listen(), listen()]).then((servers) => { console.log(servers.map((s) => s.address().port).join(" ")); servers.forEach((s) => s.close()); });')
export PORT EMBEDDED_PG_PORT
base="http://127.0.0.1:$PORT"

start() {
  # A process group of its own, so that stopping reaches npm, tsx and node alike.
  setsid npm start >"start-$1.log" 2>&1 &
  pid=$!
  for _ in $(seq 1 180); do
    grep -q 'is running at' "start-$1.log" && return 0
    kill -0 "$pid" 2>/dev/null || { cat "start-$1.log"; echo "the portal exited"; return 1; }
    sleep 1
  done
  cat "start-$1.log"; echo "the portal did not start within 180 s"; return 1
}
stop() {
  kill -- "-$pid"
  wait "$pid" || true
  pid=""
  # The portal stops its embedded PostgreSQL on the way out; the port must be free again.
  for _ in $(seq 1 30); do
    (exec 3<>"/dev/tcp/127.0.0.1/$EMBEDDED_PG_PORT") 2>/dev/null || return 0
    sleep 1
  done
  echo "PostgreSQL still answers on $EMBEDDED_PG_PORT after the portal stopped"; return 1
}

contacts() {
  jar=$(mktemp)
  curl -fsS -c "$jar" -b "$jar" "$base/csrf-cookie" -o /dev/null
  token=$(awk '$6 == "XSRF-TOKEN" {print $7}' "$jar")
  curl -fsS -c "$jar" -b "$jar" -H "X-XSRF-TOKEN: $token" -H 'Content-Type: application/json' \
    -d '{"email":"admin@demo.tally.test","password":"tally-demo"}' "$base/auth/login" -o /dev/null
  curl -fsS -b "$jar" "$base/v1/contacts" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).meta.pagination.total))'
  rm -f "$jar"
}

start first
grep -q 'Demo firm created' start-first.log || { cat start-first.log; echo "no demo data on the first start"; exit 1; }
# The machine's Node may be 20; the portal runs on the Node 24 that npm ci put into node_modules/.bin.
grep -q 'is running at .*(Node 24\.' start-first.log || { cat start-first.log; echo "the portal did not run on Node 24"; exit 1; }
curl -fsS "$base/docs/json" | grep -q '"openapi":"3.1.0"'
curl -fsS -o /dev/null "$base/docs/"
first=$(contacts)
[ "$first" -ge 10 ] || { echo "expected demo contacts, found $first"; exit 1; }
stop

start second
grep -q 'Demo firm created' start-second.log && { echo "the second start seeded again: data was not found"; exit 1; }
second=$(contacts)
[ "$second" = "$first" ] || { echo "contacts changed across restarts: $first then $second"; exit 1; }
stop
echo "fresh clone in a mode-700 home: started, served /docs and $first demo contacts, and found them again after a restart"
