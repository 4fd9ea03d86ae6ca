"""The deployment's secrets: check them before anything starts, or make them into .env.

    python3 deploy/env_secrets.py init     # write .env from .env.example with fresh secrets (mode 0600)
    python3 deploy/env_secrets.py check    # exit 1, naming each, when a secret is missing, a placeholder or short

Why a check and not only compose's ``${VAR:?}``: compose can refuse an unset
or empty variable, but not a placeholder (``CHANGE-ME-jwt-secret`` let anyone
sign an Admin token) or a short one. docker-compose.yaml runs ``check`` as
the one-shot service ``secrets-check``, which Postgres, both Redis and so
every other service wait for: with a bad secret nothing starts. Why ``init``
writes .env rather than each service generating its own at first start: the
Airflow components must share one JWT secret and one Fernet key, and the
DSNs and Redis URLs of several services carry the same passwords, so one
place makes them and every service reads them from there.

Standard library only: it runs on the host (``init``) before any image exists.
"""

from __future__ import annotations

import argparse
import base64
import binascii
import os
import re
import secrets
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

# What a value typed from a template looks like: refused whatever its length.
PLACEHOLDER = re.compile(r"change[-_ ]?me|replace[-_ ]?me|placeholder|example|secret$|^(?:airflow|usenet|postgres|redis|"
                         r"password|admin|test)$", re.I)
# Passwords go into DSNs and Redis URLs, unquoted: only URI-unreserved characters keep them intact.
URL_SAFE = re.compile(r"^[A-Za-z0-9_-]+$")


@dataclass(frozen=True)
class Secret:
    """One secret in .env: its name, the least length that is accepted, and its shape."""

    name: str
    min_bytes: int
    why: str
    url_safe: bool = False
    fernet: bool = False

    def generate(self) -> str:
        """Return a fresh value of this secret's shape."""
        if self.fernet:
            return base64.urlsafe_b64encode(os.urandom(32)).decode()
        return secrets.token_urlsafe(max(self.min_bytes, 32) * 3 // 4 + 1)

    def problem(self, value: str | None) -> str | None:
        """Return what is wrong with the value, or None when it will do."""
        if not value:
            return f"{self.name} is not set ({self.why})"
        if PLACEHOLDER.search(value):
            return f"{self.name} is a placeholder; give it a random value"
        if self.fernet:
            try:
                key = base64.urlsafe_b64decode(value.encode())
            except (binascii.Error, ValueError):
                key = b""
            if len(key) != 32:
                return f"{self.name} is not a Fernet key (32 url-safe base64 bytes)"
            return None
        if len(value.encode()) < self.min_bytes:
            return f"{self.name} is {len(value.encode())} bytes; it needs at least {self.min_bytes} ({self.why})"
        if self.url_safe and not URL_SAFE.match(value):
            return f"{self.name} may hold only A-Z a-z 0-9 - _ (it is written into a connection URL unquoted)"
        return None


SECRETS: tuple[Secret, ...] = (
    Secret("AIRFLOW__CORE__FERNET_KEY", 44, "encrypts connection passwords in Airflow's database", fernet=True),
    # HS512 (Airflow's algorithm for a shared secret) wants a key as long as its hash: RFC 7518 3.2.
    Secret("AIRFLOW__API_AUTH__JWT_SECRET", 64, "signs every Airflow token; HS512 wants 64 bytes"),
    Secret("AIRFLOW__API__SECRET_KEY", 32, "signs Airflow's UI sessions"),
    Secret("POSTGRES_PASSWORD", 32, "Postgres superuser; used only to create the roles", url_safe=True),
    Secret("AIRFLOW_DB_PASSWORD", 32, "role airflow, owner of Airflow's metadata database", url_safe=True),
    Secret("USENET_DB_PASSWORD", 32, "role usenet, owner of the indexer's database", url_safe=True),
    Secret("USENET_API_DB_PASSWORD", 32, "role usenet_api, the Newznab API's read-mostly role", url_safe=True),
    Secret("REDIS_BROKER_PASSWORD", 32, "Celery's broker Redis", url_safe=True),
    Secret("REDIS_STAGING_PASSWORD", 32, "user staging of the indexer's Redis (the workers)", url_safe=True),
    Secret("REDIS_API_PASSWORD", 32, "user api of the indexer's Redis (the API's burst buckets)", url_safe=True),
)


def problems(env: Mapping[str, str]) -> list[str]:
    """Return one line per secret that must not be started with; empty when all will do."""
    found = [p for p in (s.problem(env.get(s.name)) for s in SECRETS) if p]
    seen: dict[str, str] = {}
    for s in SECRETS:
        value = env.get(s.name)
        if value and value in seen:
            found.append(f"{s.name} repeats {seen[value]}: one leaked secret must not open two doors")
        elif value:
            seen[value] = s.name
    return found


def read_env_file(path: Path) -> dict[str, str]:
    """Return the NAME=value lines of a .env file (compose's plain form: no quotes, no export)."""
    values: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.lstrip().startswith("#") and "=" in line:
            name, _, value = line.partition("=")
            values[name.strip()] = value.strip()
    return values


def filled(template: str, current: Mapping[str, str]) -> str:
    """Return .env text: the template's lines, with each secret kept where it will do and made anew where not.

    A secret the template does not list is appended, so an older .env gains what a newer deployment needs.
    """
    out: list[str] = []
    done: set[str] = set()
    by_name = {s.name: s for s in SECRETS}
    for line in template.splitlines():
        name = line.partition("=")[0].strip() if "=" in line and not line.lstrip().startswith("#") else ""
        if name in by_name:
            secret = by_name[name]
            value = current.get(name, line.partition("=")[2].strip())
            if secret.problem(value) is not None:
                value = secret.generate()
            out.append(f"{name}={value}")
            done.add(name)
        else:
            out.append(line)
    for secret in SECRETS:
        if secret.name not in done:
            value = current.get(secret.name, "")
            out.append(f"{secret.name}={value if secret.problem(value) is None else secret.generate()}")
    return "\n".join(out) + "\n"


def write_private(path: Path, text: str) -> None:
    """Write the file readable by its owner only, never for a moment with the default umask's mode."""
    temporary = path.with_name(path.name + ".tmp")
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.fchmod(fd, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write(text)
    os.replace(temporary, path)


def init(example: Path, env_file: Path) -> list[str]:
    """Write env_file (0600): the existing one's values, else the example's, with every weak secret made anew.

    Returns the names of the secrets it made.
    """
    current = read_env_file(env_file) if env_file.exists() else {}
    template = env_file.read_text(encoding="utf-8") if env_file.exists() else example.read_text(encoding="utf-8")
    text = filled(template, current)
    write_private(env_file, text)
    after = read_env_file(env_file)
    return [s.name for s in SECRETS if after.get(s.name) != current.get(s.name)]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("check", help="check the secrets in the environment; exit 1 naming each bad one")
    make = sub.add_parser("init", help="write .env with fresh secrets where they are missing or weak (mode 0600)")
    root = Path(__file__).resolve().parents[1]
    make.add_argument("--example", type=Path, default=root / ".env.example")
    make.add_argument("--env-file", type=Path, default=root / ".env")
    args = parser.parse_args(argv)
    if args.command == "check":
        found = problems(os.environ)
        for line in found:
            print(f"refusing to start: {line}", file=sys.stderr)
        if found:
            print("make them with `python3 deploy/env_secrets.py init` (it keeps every secret that will do)",
                  file=sys.stderr)
            return 1
        print(f"secrets: {len(SECRETS)} set, none a placeholder or short")
        return 0
    made = init(args.example, args.env_file)
    print(f"{args.env_file}: {len(made)} secret(s) made ({', '.join(made) or 'none needed'}), mode 0600")
    return 0


if __name__ == "__main__":
    sys.exit(main())
