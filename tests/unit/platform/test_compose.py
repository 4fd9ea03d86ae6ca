"""docker-compose.yaml: parses, has every component, and carries every variable the code reads.

There is no Docker engine here, so this is what can be validated: structure
and consistency with the code and the settings.
"""

from __future__ import annotations

import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[3]
COMPOSE = yaml.safe_load((ROOT / "docker-compose.yaml").read_text())
ENV_EXAMPLE = (ROOT / ".env.example").read_text()
AIRFLOW_SERVICES = ["airflow-init", "airflow-apiserver", "airflow-scheduler", "airflow-dag-processor",
                    "airflow-triggerer", "airflow-worker"]
# Variables only the test harness or the local demo reads; they have no meaning in a deployment.
LOCAL_ONLY = {"USENET_TEST_DSN", "USENET_TEST_REDIS_URL", "USENET_DEMO_DIR", "USENET_DEMO_ARTICLES", "USENET_DEMO_EXIT",
              "USENET_DEMO_HOST"}


def _variables_read_by_code() -> set[str]:
    names: set[str] = set()
    for folder in ("plugins", "api"):
        for path in (ROOT / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            names |= set(re.findall(r"[\"'](USENET_[A-Z0-9_]+)[\"']", text))
            names.discard("USENET_API")  # the Flask config key of the API settings, not a variable
            # The API reads its numeric knobs as f"USENET_API_{name}" through integer("NAME", ...).
            if "USENET_API_{name}" in text:
                names |= {f"USENET_API_{n}" for n in re.findall(r"integer\(\"([A-Z_]+)\"", text)}
    return names - LOCAL_ONLY


def test_every_component_is_defined() -> None:
    services = COMPOSE["services"]
    for name in [*AIRFLOW_SERVICES, "postgres", "redis", "usenet-api"]:
        assert name in services, name
    assert services["airflow-worker"]["command"] == "celery worker"
    assert services["airflow-scheduler"]["command"] == "scheduler"


def test_airflow_components_share_one_jwt_secret_and_executor() -> None:
    for name in AIRFLOW_SERVICES:
        env = COMPOSE["services"][name]["environment"]
        assert env["AIRFLOW__CORE__EXECUTOR"] == "CeleryExecutor", name
        assert "AIRFLOW__API_AUTH__JWT_SECRET" in env, f"{name} lacks the shared JWT secret"
        assert env["AIRFLOW__CORE__LOAD_EXAMPLES"] == "false"


def test_metadata_and_indexer_databases_are_separate() -> None:
    env = COMPOSE["services"]["airflow-scheduler"]["environment"]
    assert env["AIRFLOW__DATABASE__SQL_ALCHEMY_CONN"].endswith("/airflow")
    assert env["USENET_DSN"].endswith("/usenet}")


def test_every_variable_the_code_reads_is_in_compose_and_env_example() -> None:
    text = (ROOT / "docker-compose.yaml").read_text()
    read = _variables_read_by_code()
    assert "USENET_DSN" in read
    missing_compose = sorted(v for v in read if v not in text)
    missing_example = sorted(v for v in read if not re.search(rf"^{v}=", ENV_EXAMPLE, re.M))
    assert missing_compose == [], f"add to docker-compose.yaml: {missing_compose}"
    assert missing_example == [], f"document in .env.example: {missing_example}"


def test_init_prepares_everything_a_task_needs() -> None:
    script = "\n".join(COMPOSE["services"]["airflow-init"]["command"])
    for step in ("airflow db migrate", "usenet-ops db migrate", "usenet-ops groups seed", "usenet-ops pools sync"):
        assert step in script, step


def test_celery_is_pinned_below_5_7() -> None:
    lock = (ROOT / "requirements.lock").read_text()
    version = re.search(r"^celery==(\S+)", lock, re.M).group(1)
    assert tuple(int(x) for x in version.split(".")[:2]) < (5, 7), "celery 5.7 breaks providers-celery 3.26"
