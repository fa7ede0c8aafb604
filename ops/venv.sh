#!/usr/bin/env bash
# Create (once) the virtual environment and install Red Book into it; sourced by the other
# scripts. EXTRAS selects optional dependencies, e.g. EXTRAS="[test]".
venv=${REDBOOK_VENV:-.venv}
python=${PYTHON:-python3}
if [ ! -x "$venv/bin/python" ]; then
    "$python" -m venv "$venv"
fi
"$venv/bin/python" -m pip install -q --disable-pip-version-check --upgrade pip
"$venv/bin/python" -m pip install -q --disable-pip-version-check -e ".${EXTRAS:-}"
