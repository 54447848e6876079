#!/usr/bin/env bash
# Checks what the container image would run, on a machine without a container runtime.
#
# It reads the Dockerfile's runtime stage and does what it says in an empty folder: copies every
# `COPY --from=build` path (from this work tree, where the build stage's `npm run build` is run too),
# runs its `npm ci` (production dependencies only), takes its ENV, and starts its CMD against a fresh
# PostgreSQL database: a ROLE=web process and a ROLE=worker process sharing DATABASE_URL and SECRET_KEY.
# Both must answer /healthz, /readyz and /metrics (with METRICS_TOKEN) with 200, and the image's
# HEALTHCHECK command must pass; the web one must serve the web app at /; both must stop with status 0
# on SIGTERM. Then the image's admin CLI (dist/cli.js) creates a user, backs the database up and restores it
# into a second fresh database, which must hold that user. Any failure exits non-zero and prints the logs.
#
# PostgreSQL: TEST_PG_URL (a role that may create databases), default postgres://postgres@127.0.0.1:5432/postgres.
# READY_TIMEOUT_S (default 90): how long each process may take to answer /readyz.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
dockerfile=$root/Dockerfile
pg_url=${TEST_PG_URL:-postgres://postgres@127.0.0.1:5432/postgres}
ready_timeout=${READY_TIMEOUT_S:-90}
started_at=$SECONDS

step() { echo "== check-runtime [$((SECONDS - started_at)) s] $*"; }
fail() {
  echo "check-runtime: FAILED: $*" >&2
  for log in "${logs[@]}"; do
    [ -f "$log" ] || continue
    echo "---- $(basename "$log") (last 200 lines)" >&2
    tail -n 200 "$log" >&2
  done
  exit 1
}

work=$(mktemp -d "${TMPDIR:-/tmp}/storelens-runtime.XXXXXX")
database="storelens_runtime_check_$(od -An -N6 -tx1 /dev/urandom | tr -d ' \n')"
database_made=0
restored="${database}_restored"
restored_made=0
pids=()
logs=()
cleanup() {
  local status=$?
  for pid in "${pids[@]}"; do
    kill -KILL "$pid" 2>/dev/null || true
    { wait "$pid"; } 2>/dev/null || true
  done
  if [ "$database_made" = 1 ]; then
    psql "$pg_url" -qXc "drop database if exists $database with (force)" >/dev/null 2>&1 ||
      echo "check-runtime: could not drop database $database" >&2
  fi
  if [ "$restored_made" = 1 ]; then
    psql "$pg_url" -qXc "drop database if exists $restored with (force)" >/dev/null 2>&1 ||
      echo "check-runtime: could not drop database $restored" >&2
  fi
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# ---- what the runtime stage says (the last stage, named runtime; one instruction per line)
stage=$(sed -n '/^FROM [^ ]* AS runtime$/,$p' "$dockerfile")
[ -n "$stage" ] || fail "no 'FROM <image> AS runtime' stage in the Dockerfile"
workdir=$(grep '^WORKDIR ' <<<"$stage" | tail -1 | cut -d' ' -f2)
[ -n "$workdir" ] || fail "the runtime stage sets no WORKDIR"
copies=$(grep '^COPY --from=build ' <<<"$stage") || fail "the runtime stage copies nothing from the build stage"
install=$(grep '^RUN npm ci ' <<<"$stage" | sed -e 's/^RUN //' -e 's/ &&.*$//') || fail "the runtime stage runs no npm ci"
envs=$(grep '^ENV ' <<<"$stage" | sed 's/^ENV //' | tr ' ' '\n') || true
json_words() { node -e 'for (const word of JSON.parse(process.argv[1])) console.log(word)' "$1"; }
mapfile -t command < <(json_words "$(grep '^CMD ' <<<"$stage" | sed 's/^CMD //')")
mapfile -t healthcheck < <(json_words "$(grep '^HEALTHCHECK ' <<<"$stage" | sed 's/^.* CMD //')")
[ "${#command[@]}" -gt 0 ] || fail "the runtime stage has no CMD in exec form"
[ "${#healthcheck[@]}" -gt 0 ] || fail "the runtime stage has no HEALTHCHECK CMD in exec form"

# a path in the image (relative ones are under WORKDIR) → the same path under the work folder
in_work() {
  case $1 in
    "$workdir" | "$workdir"/*) echo "$work${1#"$workdir"}" ;;
    /*) fail "the runtime stage uses $1, outside WORKDIR $workdir" ;;
    *) echo "$work/${1#./}" ;;
  esac
}

# ---- the build stage's `npm run build` (incremental: only what changed since the last build)
step "building (scripts/build.mjs)"
node scripts/build.mjs --quiet

# ---- the copies, with Docker's rules: a folder's contents go into the destination folder; several
# sources or a destination ending in / mean the destination is a folder
step "copying what the runtime stage copies into $work"
while read -r -a words; do
  sources=("${words[@]:2:${#words[@]}-3}")
  destination=${words[-1]}
  target=$(in_work "$destination")
  for source in "${sources[@]}"; do
    case $source in "$workdir"/*) ;; *) fail "COPY --from=build source $source is not under WORKDIR $workdir" ;; esac
    from=$root/${source#"$workdir"/}
    [ -e "$from" ] || fail "the build stage would have no $source ($from is missing)"
    if [ -d "$from" ]; then
      mkdir -p "$target"
      cp -R "$from/." "$target/"
    elif [ "${#sources[@]}" -gt 1 ] || [[ $destination == */ ]]; then
      mkdir -p "$target"
      cp "$from" "$target/"
    else
      mkdir -p "$(dirname "$target")"
      cp "$from" "$target"
    fi
    echo "   $source -> $destination"
  done
done <<<"$copies"

# ---- the runtime stage's npm ci, with its ENV (NODE_ENV=production)
runtime_env=()
while read -r pair; do
  [ -n "$pair" ] || continue
  name=${pair%%=*}
  value=${pair#*=}
  # the image's paths (DATA_DIR=/app/data) are the work folder's
  case $value in "$workdir" | "$workdir"/*) value=$(in_work "$value") ;; esac
  runtime_env+=("$name=$value")
done <<<"$envs"
step "installing production dependencies: $install"
read -r -a install_words <<<"$install"
(cd "$work" && env "${runtime_env[@]}" "${install_words[@]}") || fail "$install failed"
for dev in vitest typescript vite esbuild @biomejs/biome @playwright/test react drizzle-kit; do
  [ ! -e "$work/node_modules/$dev" ] || fail "a development dependency was installed: $dev"
done
echo "   node_modules: $(du -sh "$work/node_modules" | cut -f1)"

# ---- a fresh database on the PostgreSQL server
step "creating database $database"
psql "$pg_url" -qXc "create database $database" >/dev/null || fail "cannot create a database with $pg_url"
database_made=1
database_url=$(node -e 'const u = new URL(process.argv[1]); u.pathname = `/${process.argv[2]}`; console.log(u.href)' "$pg_url" "$database")
secret_key=$(node -e "console.log(require('node:crypto').randomBytes(48).toString('base64url'))")
free_port() { node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })"; }

metrics_token=$(node -e "console.log(require('node:crypto').randomBytes(24).toString('base64url'))")

# status code of a GET, with an optional bearer token (0 when nothing answers)
http_status() {
  node -e "
    const headers = process.argv[2] ? { authorization: 'Bearer ' + process.argv[2] } : {};
    fetch(process.argv[1], { headers, signal: AbortSignal.timeout(5000) }).then((r) => console.log(r.status), () => console.log(0));
  " "$1" "${2:-}"
}

declare -A port_of pid_of
start() {
  local role=$1 port
  port=$(free_port)
  port_of[$role]=$port
  logs+=("$work/$role.log")
  (cd "$work" && exec env "${runtime_env[@]}" ROLE="$role" PORT="$port" HOST=127.0.0.1 DATABASE_URL="$database_url" \
    SECRET_KEY="$secret_key" METRICS_TOKEN="$metrics_token" DEMO=0 PUBLIC_URL="http://127.0.0.1:$port" "${command[@]}") >"$work/$role.log" 2>&1 &
  pid_of[$role]=$!
  pids+=($!)
  echo "   ROLE=$role: pid $! on port $port: ${command[*]}"
}

wait_ready() {
  local role=$1 port=${port_of[$1]} deadline=$((SECONDS + ready_timeout)) status
  while :; do
    kill -0 "${pid_of[$role]}" 2>/dev/null || fail "ROLE=$role exited before it was ready"
    status=$(http_status "http://127.0.0.1:$port/readyz")
    [ "$status" = 200 ] && break
    [ "$SECONDS" -lt "$deadline" ] || fail "ROLE=$role: /readyz answered $status, not 200, for ${ready_timeout} s"
    sleep 1
  done
  status=$(http_status "http://127.0.0.1:$port/healthz")
  [ "$status" = 200 ] || fail "ROLE=$role: /healthz answered $status, not 200"
  (cd "$work" && env PORT="$port" "${healthcheck[@]}") || fail "ROLE=$role: the image's HEALTHCHECK command failed"
  status=$(http_status "http://127.0.0.1:$port/metrics" "$metrics_token")
  [ "$status" = 200 ] || fail "ROLE=$role: /metrics with METRICS_TOKEN answered $status, not 200"
  echo "   ROLE=$role: /readyz, /healthz, /metrics and the HEALTHCHECK command answer 200 ($((SECONDS - started_at)) s)"
}

# ---- web and worker together on the empty database, as compose starts them (migrations take turns)
step "starting ROLE=web and ROLE=worker"
start web
start worker
wait_ready web
wait_ready worker

step "checking that / serves the web app"
node -e "
  const [url, file] = process.argv.slice(1);
  const want = require('node:fs').readFileSync(file, 'utf8');
  fetch(url).then(async (r) => {
    const body = await r.text();
    if (r.status !== 200 || body !== want) {
      console.error('/ answered ' + r.status + ', not the built index.html: ' + body.slice(0, 200));
      process.exit(1);
    }
  }, (err) => { console.error(err.message); process.exit(1); });
" "http://127.0.0.1:${port_of[web]}/" "$work/packages/web/dist/index.html" || fail "/ does not serve the web app"

# ---- SIGTERM: each process stops by itself, with status 0
step "stopping with SIGTERM"
for role in web worker; do
  pid=${pid_of[$role]}
  kill -TERM "$pid"
  for _ in $(seq 1 60); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.5
  done
  kill -0 "$pid" 2>/dev/null && fail "ROLE=$role did not stop within 30 s of SIGTERM"
  status=0
  wait "$pid" || status=$?
  [ "$status" = 0 ] || fail "ROLE=$role exited with status $status after SIGTERM"
  echo "   ROLE=$role stopped (status 0)"
done
pids=()

# ---- the image's admin CLI: a user, a backup, and its restore into another fresh database
database_in() { node -e 'const u = new URL(process.argv[1]); u.pathname = `/${process.argv[2]}`; console.log(u.href)' "$pg_url" "$1"; }
cli() { (cd "$work" && env "${runtime_env[@]}" SECRET_KEY="$secret_key" node packages/server/dist/cli.js "$@"); }
step "admin CLI: create-user, backup, restore into $restored"
logs+=("$work/cli.log")
DATABASE_URL="$database_url" cli create-user --email ops-check@example.test --system-access admin --first-name Ops --last-name Check \
  --password 'Runtime-check-1' >"$work/cli.log" 2>&1 || fail "cli.js create-user failed"
DATABASE_URL="$database_url" cli backup --out "$work/check.backup" >>"$work/cli.log" 2>&1 || fail "cli.js backup failed"
psql "$pg_url" -qXc "create database $restored" >/dev/null || fail "cannot create database $restored"
restored_made=1
DATABASE_URL="$(database_in "$restored")" cli restore --in "$work/check.backup" >>"$work/cli.log" 2>&1 ||
  fail "cli.js restore failed"
users=$(psql "$(database_in "$restored")" -AtXc "select count(*) from users where email = 'ops-check@example.test'")
[ "$users" = 1 ] || fail "the restored database does not hold the user the backup held"
echo "   backup $(du -h "$work/check.backup" | cut -f1), restored: the user is there"

step "passed in $((SECONDS - started_at)) s"
