"""`make demo` stops everything it started however it is stopped: SIGTERM, SIGHUP, Ctrl-C through a pipe, a closed pipe.

Each test runs the real demo as its own process (one shared .demo directory
for the module, so later runs reuse the cluster and corpus as a second
`make demo` does), waits until it has started Postgres, the news server and
every Airflow component, stops it the way an operator would, and then looks
through /proc: no process may remain whose command line or environment
names the demo's directory, and none of its ports may still answer.
"""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from usenet_ops.devtools import localservices

ROOT = Path(__file__).resolve().parents[2]
PYTHON = str(Path(sys.executable))
# Printed once the api-server answers (with the view's address), and once every Airflow component is spawned.
VIEW_UP = "the Usenet view: http://127.0.0.1:"
SPAWNED = "starting airflow api-server"

pytestmark = [pytest.mark.airflow, pytest.mark.slow]


@pytest.fixture(scope="module")
def demo_dir(scratch_dir: Path) -> Path:
    path = scratch_dir / "demo"
    path.mkdir()
    os.chmod(path, 0o755)
    return path


def _env(demo_dir: Path) -> dict[str, str]:
    """A fresh operator's environment: none of the test session's Airflow or indexer settings."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AIRFLOW", "USENET_", "_AIRFLOW"))}
    env.update({"USENET_DEMO_DIR": str(demo_dir), "USENET_DEMO_ARTICLES": "1500", "PYTHONUNBUFFERED": "1"})
    return env


class Lines:
    """Lines read from a pipe with a deadline (no reader thread, so the pipe can be closed at any moment)."""

    def __init__(self, fd: int) -> None:
        self.fd, self.buffer, self.seen = fd, b"", []

    def until(self, marker: str, timeout: float, proc: subprocess.Popen) -> str:
        deadline = time.time() + timeout
        while time.time() < deadline:
            while b"\n" in self.buffer:
                line, self.buffer = self.buffer.split(b"\n", 1)
                text = line.decode("utf-8", "replace")
                self.seen.append(text)
                if marker in text:
                    return text
            ready, _, _ = select.select([self.fd], [], [], 1.0)
            if ready:
                chunk = os.read(self.fd, 65536)
                if not chunk:
                    break
                self.buffer += chunk
            elif proc.poll() is not None:
                break
        raise AssertionError(f"no {marker!r} within {timeout} s; the demo said:\n" + "\n".join(self.seen[-40:]))


def _reap(proc: subprocess.Popen, demo_dir: Path) -> None:
    """After a failed test: end the demo and every process it started (found by its directory), by pid."""
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGKILL)
    for sig in (signal.SIGTERM, signal.SIGKILL):
        for entry in _leftovers(demo_dir):
            try:
                os.kill(int(entry.split(":", 1)[0]), sig)
            except ProcessLookupError:
                pass
        time.sleep(3)


def _session(pid: str) -> int:
    """Return a process's session id (field 6 of /proc/PID/stat; the command may contain spaces)."""
    stat = Path(f"/proc/{pid}/stat").read_text()
    return int(stat.rsplit(")", 1)[1].split()[3])


# Sessions of the processes each demo started (the demo spawns every component in a session of its own).
# A component may rewrite its command line and environment (uvicorn's setproctitle does), so its session
# is what still ties it to the demo once it is running.
SESSIONS: set[int] = set()


def _leftovers(demo_dir: Path) -> list[str]:
    """Return the processes the demo started: in one of its sessions, or naming its directory."""
    needle = str(demo_dir).encode()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes()
            environ = (entry / "environ").read_bytes()
            status = (entry / "status").read_text()
            session = _session(entry.name)
        except (OSError, IndexError, ValueError):
            continue
        if "State:\tZ" in status:
            continue
        if needle in cmdline or needle in environ:
            SESSIONS.add(session)
        if session in SESSIONS or needle in cmdline or needle in environ:
            shown = cmdline.replace(b"\0", b" ").decode(errors="replace")[:160]
            found.append(f"{entry.name}: {shown}")
    return found


def _ports(demo_dir: Path) -> dict[str, int]:
    state = json.loads((demo_dir / "state.json").read_text())
    return {k: v for k, v in state.items() if k.startswith("port_")}


def _assert_all_stopped(demo_dir: Path, timeout: float = 120.0) -> None:
    deadline = time.time() + timeout
    while time.time() < deadline and _leftovers(demo_dir):
        time.sleep(1)
    assert _leftovers(demo_dir) == []
    for name, port in _ports(demo_dir).items():
        if name == "port_api":  # the API starts only after the crawl; when it did, it must be gone too
            continue
        if not localservices.port_open("127.0.0.1", port):
            continue
        # Another test's process may have taken the port since (the suite runs several demos, each preferring
        # 8080 and 55432): the port fails the test only when what listens there is this demo's or is unknown.
        owners = _listeners(port)
        ours = [pid for pid in owners if _is_ours(pid, demo_dir)]
        assert owners and not ours, f"{name} {port} still answers (listening: {owners or 'unknown'}, ours: {ours})"


def _listeners(port: int) -> list[str]:
    """Return the pids holding a socket that listens on ``port`` (socket inodes from /proc/net, then fds)."""
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in Path(table).read_text().splitlines()[1:]:
            fields = line.split()
            if int(fields[1].rsplit(":", 1)[1], 16) == port and fields[3] == "0A":
                inodes.add(f"socket:[{fields[9]}]")
    pids = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if any(os.readlink(fd) in inodes for fd in (entry / "fd").iterdir()):
                pids.append(entry.name)
        except OSError:
            continue
    return pids


def _is_ours(pid: str, demo_dir: Path) -> bool:
    """Return whether a process belongs to this demo: in one of its sessions, or naming its directory."""
    needle = str(demo_dir).encode()
    try:
        named = needle in Path(f"/proc/{pid}/cmdline").read_bytes() or needle in Path(f"/proc/{pid}/environ").read_bytes()
        return named or _session(pid) in SESSIONS
    except (OSError, IndexError, ValueError):
        return False


def _listening_addresses(port: int) -> set[str]:
    """Return the local addresses listening on ``port`` (from /proc/net/tcp and tcp6)."""
    out = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in Path(table).read_text().splitlines()[1:]:
            fields = line.split()
            address, hexport = fields[1].rsplit(":", 1)
            if int(hexport, 16) == port and fields[3] == "0A":  # 0A: LISTEN
                out.add(address)
    return out


def _start(argv: list[str], demo_dir: Path, **kw) -> subprocess.Popen:
    return subprocess.Popen(argv, env=_env(demo_dir), stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            start_new_session=True, cwd=ROOT, **kw)


def test_sigterm_stops_everything_and_the_view_was_on_loopback(demo_dir: Path) -> None:
    proc = _start([PYTHON, "-m", "usenet_ops.devtools.demo"], demo_dir)
    lines = Lines(proc.stdout.fileno())
    try:
        line = lines.until(VIEW_UP, 420, proc)
        assert _leftovers(demo_dir)  # notes the sessions of what it started, while their names are intact
        port = int(line.split(VIEW_UP, 1)[1].split("/", 1)[0])
        # The view is behind Airflow's login: a browser is sent there, not shown data.
        opener = urllib.request.build_opener(NoRedirect)
        # The api-server's first answer can take tens of seconds on two loaded cores (10 s timed out in stop 40's
        # fresh run): a generous bound, since what is asserted is the answer, not its speed.
        with pytest.raises(urllib.error.HTTPError) as answer:
            reply = opener.open(f"http://127.0.0.1:{port}/usenet/", timeout=90)
            pytest.fail(f"the view answered {reply.status} without a login: {reply.read()[:300]!r}")
        assert answer.value.code == 307 and "/auth/login" in answer.value.headers["location"]
        assert _listening_addresses(port) == {"0100007F"}, "the Airflow UI must listen on 127.0.0.1 only"
        os.kill(proc.pid, signal.SIGTERM)
        assert proc.wait(timeout=180) == 0
    finally:
        if proc.poll() is None:
            _reap(proc, demo_dir)
    assert "stopping: SIGTERM" in "\n".join(lines.seen) or lines.until("stopping: SIGTERM", 5, proc)
    _assert_all_stopped(demo_dir)


def test_sighup_stops_everything(demo_dir: Path) -> None:
    proc = _start([PYTHON, "-m", "usenet_ops.devtools.demo"], demo_dir)
    lines = Lines(proc.stdout.fileno())
    try:
        lines.until(SPAWNED, 300, proc)
        time.sleep(2)
        assert _leftovers(demo_dir)
        os.kill(proc.pid, signal.SIGHUP)
        assert proc.wait(timeout=180) == 0
    finally:
        if proc.poll() is None:
            _reap(proc, demo_dir)
    _assert_all_stopped(demo_dir)


def test_ctrl_c_with_the_output_piped_through_tee_stops_everything(demo_dir: Path, scratch_dir: Path) -> None:
    log = scratch_dir / "demo-tee.log"
    # `make demo | tee demo.log` in a terminal; Ctrl-C sends SIGINT to the whole foreground group (make, the
    # demo and tee), so tee is gone before the demo prints its farewell.
    proc = _start(["bash", "-c", f'make -s demo | tee "{log}"'], demo_dir)
    lines = Lines(proc.stdout.fileno())
    try:
        lines.until(SPAWNED, 300, proc)
        time.sleep(2)
        assert _leftovers(demo_dir)
        os.killpg(proc.pid, signal.SIGINT)
        proc.wait(timeout=180)
    finally:
        if proc.poll() is None:
            _reap(proc, demo_dir)
    _assert_all_stopped(demo_dir)
    assert SPAWNED in log.read_text()


def test_a_closed_output_pipe_stops_everything(demo_dir: Path) -> None:
    proc = _start([PYTHON, "-m", "usenet_ops.devtools.demo"], demo_dir)
    lines = Lines(proc.stdout.fileno())
    try:
        lines.until(SPAWNED, 300, proc)
        time.sleep(2)
        assert _leftovers(demo_dir)
        proc.stdout.close()  # the reader goes away (`make demo | head -20` has its lines)
        assert proc.wait(timeout=240) == 0
    finally:
        if proc.poll() is None:
            _reap(proc, demo_dir)
    _assert_all_stopped(demo_dir)


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, req, fp, code, msg, headers, newurl):  # type: ignore[no-untyped-def]
        return None
