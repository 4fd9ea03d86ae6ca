"""Secrets the demo and the test harness make: long enough for HS512, and kept from other users.

Airflow signs task and UI tokens with HS512 when given a shared secret; PyJWT
warns (RFC 7518 3.2) on every token whose key is shorter than the hash's 64
bytes, which it did in every test run with the harness's 32-character secret.
The demo saved its JWT secret and API key in a state.json the default umask
left world-readable.
"""

from __future__ import annotations

import json
import os
import stat
import warnings
from collections.abc import Iterator
from pathlib import Path

import jwt
import pytest

from usenet_ops.devtools import demo


def _signs_without_warning(secret: str) -> list[str]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        token = jwt.encode({"sub": "test"}, secret, algorithm="HS512")
        jwt.decode(token, secret, algorithms=["HS512"])
    return [str(w.message) for w in caught if issubclass(w.category, jwt.InsecureKeyLengthWarning)]


@pytest.fixture
def demo_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setattr(demo, "STATE_DIR", tmp_path)
    old = os.umask(0o022)  # the usual default, under which a plain write_text gives 0644
    try:
        yield tmp_path
    finally:
        os.umask(old)


def test_the_harness_jwt_secret_is_long_enough_for_hs512() -> None:
    secret = os.environ["AIRFLOW__API_AUTH__JWT_SECRET"]
    assert len(secret.encode()) >= 64
    assert _signs_without_warning(secret) == []


def test_a_short_secret_is_what_pyjwt_warns_about() -> None:
    """The check above can fail: a 32-character secret (the harness's before) draws the warning."""
    assert _signs_without_warning("0" * 32) != []


def test_the_demo_state_holding_its_secrets_is_written_owner_only(demo_dir: Path) -> None:
    state = demo.Demo()
    secret = state.jwt_secret()
    state.state["api_key"] = "k" * 32
    state.save()
    mode = stat.S_IMODE((demo_dir / "state.json").stat().st_mode)
    assert mode == 0o600, oct(mode)
    assert json.loads((demo_dir / "state.json").read_text())["jwt_secret"] == secret
    assert _signs_without_warning(secret) == []


def test_a_world_readable_state_from_before_is_made_owner_only_and_its_short_secret_replaced(demo_dir: Path) -> None:
    old = demo_dir / "state.json"
    old.write_text(json.dumps({"jwt_secret": "a" * 48, "port_airflow": 8080}))
    old.chmod(0o644)
    state = demo.Demo()
    secret = state.jwt_secret()
    assert secret != "a" * 48 and len(secret.encode()) >= demo.JWT_SECRET_BYTES
    assert stat.S_IMODE(old.stat().st_mode) == 0o600
    saved = json.loads(old.read_text())
    assert saved == {"jwt_secret": secret, "port_airflow": 8080}
    assert demo.Demo().jwt_secret() == secret  # a long enough saved secret is kept across runs
