"""The demo's Postgres port: bindable when chosen, taken before Postgres binds it.

Seen in a fresh clone's `make test` (stop 41): two demos started by two test workers at the same moment both found
55432 free; the second Postgres could not bind it and the whole demo failed. The demo now takes any free port once.
"""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from usenet_ops.devtools import demo, localservices


def test_a_port_taken_between_the_check_and_the_bind_falls_back_to_a_free_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(demo, "STATE_DIR", tmp_path)
    monkeypatch.delenv("USENET_DSN", raising=False)
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        taken = holder.getsockname()[1]
        state = demo.Demo()
        state.state["port_postgres"] = taken
        monkeypatch.setattr(localservices, "port_bindable", lambda host, port: True)  # the check saw it free
        try:
            state.postgres()
            used = state.state["port_postgres"]
            assert used != taken
            assert f":{used}/" in state.env["USENET_DSN"] or f"port={used}" in state.env["USENET_DSN"]
        finally:
            state.stop()
