"""localservices._apt_install: one install at a time, and none for packages already there.

On a fresh machine two browser-test modules on two xdist workers each
installed Chromium at once; the second apt-get was refused dpkg's lock and
its test failed for want of a browser that was installed seconds later.
apt-get and dpkg-query are stand-ins here (scripts on PATH): a real install
needs the network and minutes, and what is tested is our serialisation.
"""

from __future__ import annotations

import os
import stat
import threading
from pathlib import Path

import pytest

from usenet_ops.devtools import localservices

FAKE_APT = """#!/bin/sh
# Record the call; an install refuses to run beside another (dpkg's lock), takes a while, and marks its packages.
echo "$*" >> "{state}/calls"
case "$*" in
  *" install "*)
    if [ -e "{state}/busy" ]; then echo "E: Could not get lock" >&2; exit 100; fi
    touch "{state}/busy"
    sleep 0.4
    for p in "$@"; do touch "{state}/installed-$p"; done
    rm -f "{state}/busy"
    ;;
esac
exit 0
"""

FAKE_DPKG_QUERY = """#!/bin/sh
# dpkg-query -W -f=${{Status}} PACKAGE
for last; do :; done
if [ -e "{state}/installed-$last" ]; then printf 'install ok installed'; fi
exit 0
"""


@pytest.fixture
def fake_apt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    state = tmp_path / "state"
    state.mkdir()
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for name, body in (("apt-get", FAKE_APT), ("dpkg-query", FAKE_DPKG_QUERY)):
        script = bin_dir / name
        script.write_text(body.format(state=state))
        script.chmod(script.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setattr(localservices, "_is_root", lambda: True)
    monkeypatch.setattr(localservices, "_APT_LOCK", tmp_path / "apt.lock")
    return state


def test_two_workers_installing_at_once_install_once_and_both_find_the_packages(fake_apt: Path) -> None:
    errors: list[BaseException] = []

    def worker() -> None:
        try:
            localservices._apt_install(["chromium", "chromium-driver"])
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=worker) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    assert not errors
    calls = (fake_apt / "calls").read_text().splitlines()
    installs = [c for c in calls if " install " in f" {c} "]
    assert len(installs) == 1, calls  # the others waited, then found the packages installed
    assert "DPkg::Lock::Timeout=600" in installs[0]  # and apt itself waits for an install it did not start
    assert (fake_apt / "installed-chromium").exists() and (fake_apt / "installed-chromium-driver").exists()


def test_only_what_is_missing_is_installed(fake_apt: Path) -> None:
    (fake_apt / "installed-chromium").touch()
    localservices._apt_install(["chromium", "chromium-driver"])
    installs = [c for c in (fake_apt / "calls").read_text().splitlines() if " install " in f" {c} "]
    assert len(installs) == 1 and installs[0].endswith("chromium-driver") and " chromium " not in f" {installs[0]} "


def test_nothing_runs_when_every_package_is_there(fake_apt: Path) -> None:
    for p in ("postgresql", "redis-server"):
        (fake_apt / f"installed-{p}").touch()
    localservices._apt_install(["postgresql", "redis-server"])
    assert not (fake_apt / "calls").exists()
