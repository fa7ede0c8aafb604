#!/usr/bin/env bash
# Create the virtual environment and install Red Book into it, once; sourced by the other
# scripts. EXTRAS selects optional dependencies, e.g. EXTRAS="[test]". A stamp in the
# environment records what was installed (a hash of pyproject.toml, and the extras), so later
# starts skip pip and work offline; a change to pyproject.toml installs again.
venv=${REDBOOK_VENV:-.venv}
python=${PYTHON:-python3}
if [ ! -x "$venv/bin/python" ]; then
    "$python" -m venv "$venv"
fi
stamp="$venv/.redbook-installed"
digest=$("$venv/bin/python" -c \
    'import hashlib; print(hashlib.sha256(open("pyproject.toml", "rb").read()).hexdigest())')
# Any install of this pyproject.toml holds the plain package; an extra needs its own line.
installed() {
    [ -f "$stamp" ] || return 1
    if [ -z "${EXTRAS:-}" ]; then grep -q "^$digest " "$stamp"
    else grep -qxF "$digest $EXTRAS" "$stamp"; fi
}
if ! installed; then
    "$venv/bin/python" -m pip install -q --disable-pip-version-check -e ".${EXTRAS:-}"
    echo "$digest ${EXTRAS:-}" >> "$stamp"
fi
