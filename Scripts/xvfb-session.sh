#!/usr/bin/env bash
# Runs a command against a private, freshly started Xvfb, as `xvfb-run -a` does, without what made
# the first X client of a fresh xvfb-run server fail now and then on a machine running other Xvfb
# servers ("Authorization required, but no authorization protocol specified": the client sent no
# cookie the server accepted):
# - the server picks its display itself (-displayfd: it takes the first number whose sockets it can
#   bind, and says which once it listens) instead of the script guessing one from the lock files in
#   /tmp, which another server starting at the same moment may not have written yet;
# - the cookie is a wildcard one (any host name, any display number), so the client finds it
#   whatever number the server took;
# - the server never resets (-noreset): by default Xvfb resets when its last client disconnects,
#   dropping and reloading its cookies, and a client connecting meanwhile (an app starting just as
#   the AT-SPI bus launcher, the first client, lets go) could be refused;
# - on exit the server is stopped and waited for, so nothing is left half torn down for the next one.
#
#   bash Scripts/xvfb-session.sh [-s "SERVER ARGUMENTS"] COMMAND [ARGUMENTS...]
#
# The command runs with DISPLAY and XAUTHORITY set; its exit status is the script's.
set -euo pipefail

server_arguments="-screen 0 1280x1024x24"
if [ "${1:-}" = "-s" ]; then
    server_arguments="${2:?-s needs the server arguments}"
    shift 2
fi
[ "$#" -gt 0 ] || { echo "usage: bash Scripts/xvfb-session.sh [-s \"SERVER ARGUMENTS\"] COMMAND..." >&2; exit 2; }

work="$(mktemp -d -t xvfb-session.XXXXXX)"
server=""
stop_server() {
    if [ -n "$server" ]; then
        kill "$server" 2>/dev/null || true
        wait "$server" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap stop_server EXIT

# A MIT-MAGIC-COOKIE-1 entry of family "wild" (ffff) with no address and no display number, in
# xauth's numeric form: length and hex bytes of each field.
auth="$work/Xauthority"
touch "$auth"
protocol_hex="$(printf 'MIT-MAGIC-COOKIE-1' | od -An -tx1 | tr -d ' \n')"
echo "ffff 0000  0000  0012 $protocol_hex 0010 $(mcookie)" | xauth -q -f "$auth" nmerge -

# Xvfb writes the display number to the pipe once it accepts connections; it closes it unwritten
# when it fails to start.
mkfifo "$work/display"
# shellcheck disable=SC2086 # the server arguments are words
Xvfb -displayfd 3 -auth "$auth" -nolisten tcp -noreset $server_arguments 3> "$work/display" 2> "$work/server.log" &
server=$!
number=""
read -r number < "$work/display" || true
if [ -z "$number" ]; then
    echo "xvfb-session: Xvfb did not start:" >&2
    cat "$work/server.log" >&2
    exit 1
fi

status=0
DISPLAY=":$number" XAUTHORITY="$auth" "$@" || status=$?
exit "$status"
