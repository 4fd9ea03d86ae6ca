"""The deployment is secure by default (issue 31): docker-compose.yaml, .env.example, Dockerfile, deploy/.

Compose is read as compose reads it: parsed, then interpolated from a .env
(composeconfig). What the engine would then do with a secret is what
deploy/env_secrets.py check does, run here as the secrets-check service runs it.
Before this, a copy of .env.example started with `CHANGE-ME-jwt-secret` (anyone
could sign an Admin token), published the UI on every interface, connected the
API as the Postgres superuser with a fixed password, and gave the API and Celery
one password-less Redis.
"""

from __future__ import annotations

import os
import re
import stat
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from composeconfig import ROOT, Refused, deploy_module, good_env, interpolate, load

env_secrets = deploy_module("env_secrets")
runtime_lock = deploy_module("runtime_lock")
SECRET_NAMES = [s.name for s in env_secrets.SECRETS]
EXAMPLE = env_secrets.read_env_file(ROOT / ".env.example")
PUBLISHED = {"airflow-apiserver": "8080", "usenet-api": "5080"}


def _check(compose: dict[str, Any]) -> subprocess.CompletedProcess[str]:
    """Run the secrets-check service's command with the environment compose gives it."""
    service = compose["services"]["secrets-check"]
    argv = [sys.executable if a == "python" else a.replace("/opt/usenet-ops/", f"{ROOT}/")
            for a in service["entrypoint"]]
    env = {"PATH": os.environ.get("PATH", ""), **service["environment"]}
    return subprocess.run(argv, env=env, capture_output=True, text=True, timeout=60)


def _depends(compose: dict[str, Any], name: str) -> dict[str, str]:
    """Return every service name reaches through depends_on, with the condition of the first edge found."""
    seen: dict[str, str] = {}
    todo = [name]
    while todo:
        for dep, how in (compose["services"][todo.pop()].get("depends_on") or {}).items():
            if dep not in seen:
                seen[dep] = how["condition"]
                todo.append(dep)
    return seen


def test_a_plain_copy_of_env_example_does_not_start() -> None:
    with pytest.raises(Refused) as refused:
        load(dict(EXAMPLE))
    assert refused.value.name in SECRET_NAMES
    assert "deploy/env_secrets.py init" in str(refused.value)


@pytest.mark.parametrize("name", SECRET_NAMES)
def test_each_secret_left_empty_stops_compose_before_anything_starts(name: str) -> None:
    env = good_env()
    env[name] = ""
    with pytest.raises(Refused) as refused:
        load(env)
    assert refused.value.name == name


def test_every_use_of_a_secret_in_compose_refuses_when_it_is_unset() -> None:
    text = (ROOT / "docker-compose.yaml").read_text()
    for name in SECRET_NAMES:
        uses = re.findall(r"\$\{" + name + r"([^A-Za-z0-9_])(.)", text)
        assert uses, f"{name} is not used by compose"
        assert all(u == (":", "?") for u in uses), f"{name} used without :? somewhere"


def test_the_old_placeholders_are_refused_by_the_check_every_service_waits_for() -> None:
    env = good_env()
    env.update({"AIRFLOW__CORE__FERNET_KEY": "CHANGE-ME-fernet-key", "AIRFLOW__API_AUTH__JWT_SECRET": "CHANGE-ME-jwt-secret",
                "AIRFLOW__API__SECRET_KEY": "CHANGE-ME-api-secret", "POSTGRES_PASSWORD": "usenet"})
    result = _check(load(env))
    assert result.returncode == 1
    for name in ("AIRFLOW__CORE__FERNET_KEY", "AIRFLOW__API_AUTH__JWT_SECRET", "AIRFLOW__API__SECRET_KEY",
                 "POSTGRES_PASSWORD"):
        assert f"refusing to start: {name}" in result.stderr


def test_a_jwt_secret_shorter_than_hs512_wants_is_refused() -> None:
    env = good_env()
    env["AIRFLOW__API_AUTH__JWT_SECRET"] = "x7Qz" * 12  # 48 bytes, random-looking
    result = _check(load(env))
    assert result.returncode == 1 and "AIRFLOW__API_AUTH__JWT_SECRET is 48 bytes" in result.stderr
    assert "at least 64" in result.stderr


def test_a_password_repeated_for_two_roles_is_refused() -> None:
    env = good_env()
    env["USENET_API_DB_PASSWORD"] = env["USENET_DB_PASSWORD"]
    result = _check(load(env))
    assert result.returncode == 1 and "USENET_API_DB_PASSWORD repeats USENET_DB_PASSWORD" in result.stderr


def test_secrets_made_by_init_start_and_pass_the_check() -> None:
    result = _check(load(good_env()))
    assert result.returncode == 0, result.stderr


def test_every_service_waits_for_the_check() -> None:
    compose = load(good_env())
    for name in compose["services"]:
        if name == "secrets-check":
            continue
        reached = _depends(compose, name)
        assert "secrets-check" in reached, f"{name} could start before the secrets are checked"
    for name in ("postgres", "redis", "redis-usenet"):
        assert compose["services"][name]["depends_on"]["secrets-check"]["condition"] == "service_completed_successfully"


def test_the_check_is_given_every_secret_and_compose_uses_no_secret_it_does_not_check() -> None:
    compose = load(good_env())
    assert set(compose["services"]["secrets-check"]["environment"]) == set(SECRET_NAMES)
    text = (ROOT / "docker-compose.yaml").read_text()
    used = set(re.findall(r"\$\{([A-Z_]*(?:PASSWORD|SECRET|KEY)[A-Z_]*)", text))
    used.discard("USENET_ALERT_SMTP_PASSWORD")  # an outside mail server's login, optional: not ours to make
    assert used <= set(SECRET_NAMES), f"unchecked secrets in compose: {sorted(used - set(SECRET_NAMES))}"


def test_init_writes_an_owner_only_env_and_keeps_secrets_that_will_do(tmp_path: Path) -> None:
    env_file = tmp_path / ".env"
    script = ROOT / "deploy" / "env_secrets.py"
    old = os.umask(0o022)
    try:
        argv = [sys.executable, str(script), "init", "--example", str(ROOT / ".env.example"), "--env-file", str(env_file)]
        subprocess.run(argv, check=True, capture_output=True, timeout=60)
        assert stat.S_IMODE(env_file.stat().st_mode) == 0o600
        first = env_secrets.read_env_file(env_file)
        assert env_secrets.problems(first) == []
        assert {k: v for k, v in first.items() if k not in SECRET_NAMES} == \
            {k: v for k, v in EXAMPLE.items() if k not in SECRET_NAMES}, "only secrets change"
        env_file.write_text(env_file.read_text().replace(first["REDIS_API_PASSWORD"], "CHANGE-ME"))
        env_file.chmod(0o644)
        subprocess.run(argv, check=True, capture_output=True, timeout=60)
        second = env_secrets.read_env_file(env_file)
    finally:
        os.umask(old)
    assert stat.S_IMODE(env_file.stat().st_mode) == 0o600
    changed = sorted(k for k in SECRET_NAMES if second[k] != first[k])
    assert changed == ["REDIS_API_PASSWORD"] and env_secrets.problems(second) == []


def test_ui_and_api_are_published_on_loopback_unless_told_otherwise() -> None:
    env = good_env()
    assert env["USENET_BIND"] == "127.0.0.1"
    for bind, expected in ((None, "127.0.0.1"), ("127.0.0.1", "127.0.0.1"), ("0.0.0.0", "0.0.0.0")):
        if bind is None:
            env.pop("USENET_BIND")
        else:
            env["USENET_BIND"] = bind
        services = load(env)["services"]
        published = {name: s["ports"] for name, s in services.items() if s.get("ports")}
        assert set(published) == set(PUBLISHED), "only the UI and the API are published"
        for name, port in PUBLISHED.items():
            assert published[name] == [f"{expected}:{port}:{port}"]


def _dsns(environment: dict[str, str]) -> list[str]:
    return [v for v in environment.values() if isinstance(v, str) and re.match(r"^[a-z+]*postgresql(\+\w+)?://", v)]


def test_no_service_connects_as_the_postgres_superuser_and_the_api_has_its_own_role() -> None:
    env = good_env()
    services = load(env)["services"]
    for name, service in services.items():
        for dsn in _dsns(service.get("environment") or {}):
            user = urlsplit(dsn.split("+", 1)[-1] if dsn.startswith("db+") else dsn).username
            assert user not in ("postgres", None), f"{name} connects as the superuser: {dsn}"
    api = services["usenet-api"]["environment"]
    parts = urlsplit(api["USENET_DSN"])
    assert (parts.username, parts.password, parts.path) == ("usenet_api", env["USENET_API_DB_PASSWORD"], "/usenet")
    worker = services["airflow-worker"]["environment"]
    assert urlsplit(worker["USENET_DSN"]).username == "usenet"
    assert urlsplit(worker["AIRFLOW__DATABASE__SQL_ALCHEMY_CONN"]).username == "airflow"
    # The internet-facing service holds none of the others' secrets.
    held = set(api.values())
    for name in SECRET_NAMES:
        if name not in ("USENET_API_DB_PASSWORD", "REDIS_API_PASSWORD"):
            assert not any(env[name] in str(v) for v in held), f"usenet-api holds {name}"
    assert services["postgres"]["environment"]["POSTGRES_USER"] == "postgres"
    init = "\n".join(services["airflow-init"]["command"])
    assert "deploy/api-grants.sql" in init.split("usenet-ops db migrate", 1)[1], "grants run after the migrations"


def test_the_broker_and_the_api_use_separate_authenticated_redis() -> None:
    env = good_env()
    services = load(env)["services"]
    broker = urlsplit(services["airflow-worker"]["environment"]["AIRFLOW__CELERY__BROKER_URL"])
    api = urlsplit(services["usenet-api"]["environment"]["USENET_REDIS_URL"])
    staging = urlsplit(services["airflow-worker"]["environment"]["USENET_REDIS_URL"])
    assert broker.hostname == "redis" and broker.password == env["REDIS_BROKER_PASSWORD"]
    assert api.hostname == staging.hostname == "redis-usenet" != broker.hostname
    assert (api.username, api.password) == ("api", env["REDIS_API_PASSWORD"])
    assert (staging.username, staging.password) == ("staging", env["REDIS_STAGING_PASSWORD"])
    command = services["redis"]["command"]
    assert command[command.index("--requirepass") + 1] == env["REDIS_BROKER_PASSWORD"]
    usenet_redis = " ".join(services["redis-usenet"]["command"])
    assert "--user default off" in usenet_redis
    assert "~usenet:burst:*" in usenet_redis and f"~{env['USENET_STAGING_REDIS_PREFIX']}*" in usenet_redis


def test_the_image_installs_no_test_tools() -> None:
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert "[test]" not in dockerfile
    installs = [line for line in dockerfile.splitlines() if "pip install" in line]
    assert installs and all("requirements.lock" not in line for line in installs), "the full lock has the test tools"
    assert "runtime_lock.py /opt/usenet-ops/requirements.lock > /tmp/runtime.lock" in dockerfile
    assert "COPY --chown=airflow:root deploy /opt/usenet-ops/deploy" in dockerfile
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    header, blocks = runtime_lock.parse((ROOT / "requirements.lock").read_text())
    kept = {b.name for b in runtime_lock.runtime(blocks)}
    test_tools = {runtime_lock.canonical(re.split(r"[=<>\[]", r)[0]) for r in project["optional-dependencies"]["test"]}
    assert test_tools <= {b.name for b in blocks}, "the lock pins the test tools (the venv needs them)"
    assert not kept & test_tools, f"test tools in the image: {sorted(kept & test_tools)}"
    runtime = {runtime_lock.canonical(re.split(r"[=<>\[]", r)[0]) for r in project["dependencies"]}
    assert runtime <= kept, f"runtime requirements left out: {sorted(runtime - kept)}"


def test_the_runtime_lock_is_closed_over_the_installed_requirements() -> None:
    """Every requirement of a kept package is kept (what `pip check` would say of the image, read from this venv)."""
    import importlib.metadata as md

    from packaging.requirements import Requirement

    _, blocks = runtime_lock.parse((ROOT / "requirements.lock").read_text())
    kept = {b.name for b in runtime_lock.runtime(blocks)}
    missing = []
    for name in sorted(kept):
        for line in md.distribution(name).requires or []:
            req = Requirement(line)
            if req.marker is None or req.marker.evaluate({"extra": ""}):
                if runtime_lock.canonical(req.name) not in kept:
                    missing.append(f"{name} -> {req.name}")
    assert missing == []


def test_interpolation_reads_nested_defaults_as_compose_does() -> None:
    """The reader's own check: the forms compose documents, nested, with $$ left a dollar."""
    env = {"A": "a", "E": ""}
    assert interpolate("${A:-x}|${E:-x}|${E-x}|${U-x}|${A:+y}|${E:+y}|$$A|$A", env) == "a|x||x|y||$A|a"
    assert interpolate("${U:-p://${A}:${E:-d}@h}", env) == "p://a:d@h"
    with pytest.raises(Refused):
        interpolate("${U:-${E:?need E}}", env)
    assert interpolate("${A:-${E:?never evaluated}}", env) == "a"


def test_the_image_builds_the_c_overview_scanner() -> None:
    """setup.py declares the scanner; an image without it (or without a compiler) crawls on the slow Python path."""
    dockerfile = (ROOT / "Dockerfile").read_text()
    copied = [line for line in dockerfile.splitlines() if line.startswith("COPY") and "pyproject.toml" in line]
    assert copied and "setup.py" in copied[0].split()
    assert re.search(r"apt-get install[^\n]*\bgcc\b", dockerfile)
    install = dockerfile.index("pip install --no-cache-dir --no-deps -e /opt/usenet-ops")
    assert "import usenet_ops._overview_scan" in dockerfile[install:]
