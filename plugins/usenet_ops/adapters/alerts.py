"""The one alert path: every DAG's failure callback ends here.

An alert always logs and records a row in ``usenet.errors`` (so status.json
and the CLI show it from any process); it is also POSTed to a webhook
(USENET_ALERT_WEBHOOK) and mailed (USENET_ALERT_SMTP_HOST + USENET_ALERT_EMAIL)
when configured. A stall or a failed provider check is raised as a task
failure with a message that says what to check, so it reaches this path
rather than a log line nobody reads.

Secrets: the error text passes through ``redact_urls`` before it goes
anywhere (an exception may quote ``nntp://user:password@host``). Mail uses
STARTTLS whenever the server offers it (implicit TLS on port 465), and logs
in (USENET_ALERT_SMTP_USER / USENET_ALERT_SMTP_PASSWORD) only over TLS: a
server that does not offer it gets no password and no mail, and the log
says why.

A failure in a delivery channel never raises out of the callback: the
callback runs inside Airflow's task runner, and an exception there would
hide the original failure.
"""

from __future__ import annotations

import json
import logging
import os
import smtplib
import ssl
import urllib.request
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, replace
from email.message import EmailMessage
from typing import Any

from usenet_ops.domain.redaction import redact_urls

log = logging.getLogger(__name__)

SMTPS_PORT = 465  # implicit TLS (RFC 8314); any other port speaks plain SMTP and upgrades with STARTTLS when offered


@dataclass(frozen=True)
class Alert:
    """What an operator needs: which job, what failed, and what to check."""

    job: str
    task: str
    run_id: str
    map_index: int
    try_number: int
    error: str
    hint: str
    kind: str = "task_failure"
    delivered: tuple[str, ...] = field(default=())

    def summary(self) -> str:
        where = f"{self.job}.{self.task}" + (f"[{self.map_index}]" if self.map_index >= 0 else "")
        return f"usenet-ops ALERT {where} (run {self.run_id}, try {self.try_number}): {self.error}" + (
            f" -- check: {self.hint}" if self.hint else ""
        )


def alert_from_context(context: dict[str, Any]) -> Alert:
    """Build an Alert from an Airflow callback context."""
    ti = context.get("ti") or context.get("task_instance")
    exc = context.get("exception")
    dag = context.get("dag")
    dag_id = getattr(ti, "dag_id", None) or getattr(dag, "dag_id", "") or ""
    error = f"{type(exc).__name__}: {exc}" if isinstance(exc, BaseException) else str(exc or context.get("reason") or "failed")
    # An operator hint survives being wrapped (AirflowFailException from a hint-carrying error).
    hint = getattr(exc, "hint", "") or getattr(getattr(exc, "__cause__", None), "hint", "") or _default_hint(exc)
    return Alert(
        job=dag_id,
        task=getattr(ti, "task_id", "") or "",
        run_id=str(getattr(ti, "run_id", "") or getattr(context.get("dag_run"), "run_id", "") or ""),
        map_index=int(getattr(ti, "map_index", -1) if getattr(ti, "map_index", None) is not None else -1),
        try_number=int(getattr(ti, "try_number", 0) or 0),
        error=redact_urls(error)[:4000],
        hint=redact_urls(hint),
    )


def notice(context: Mapping[str, Any], *, kind: str, error: str, hint: str) -> Alert:
    """Build an Alert for a task that succeeds but found something an operator must see (e.g. a set aside)."""
    return replace(alert_from_context({**context, "exception": None}), kind=kind, error=error[:4000], hint=hint)


def _default_hint(exc: object) -> str:
    name = type(exc).__name__
    if "DatabaseUnavailable" in name:
        return "USENET_DSN and that the indexer Postgres is up"
    if "NNTP" in name or "Timeout" in name or isinstance(exc, OSError):
        return "the provider connection (`usenet-ops provider test CONN_ID`) and its pool size"
    return "the task log in the Airflow UI for the traceback"


def deliver(alert: Alert, dsn: str | None = None) -> Alert:
    """Log, record and send an alert through every configured channel; return what was delivered."""
    alert = Alert(**{**asdict(alert), "error": redact_urls(alert.error), "hint": redact_urls(alert.hint)})
    delivered = ["log"]
    log.error(alert.summary())
    webhook = os.environ.get("USENET_ALERT_WEBHOOK")
    if webhook:
        try:
            body = json.dumps({k: v for k, v in asdict(alert).items() if k != "delivered"}).encode()
            request = urllib.request.Request(webhook, data=body, headers={"Content-Type": "application/json"})
            with urllib.request.urlopen(request, timeout=10) as response:  # noqa: S310 - operator-configured URL
                if 200 <= response.status < 300:
                    delivered.append("webhook")
        except Exception as exc:  # a broken channel must not mask the failure being reported
            log.warning("alert webhook failed: %s", redact_urls(str(exc)))
    smtp_host, mail_to = os.environ.get("USENET_ALERT_SMTP_HOST"), os.environ.get("USENET_ALERT_EMAIL")
    if smtp_host and mail_to:
        try:
            message = EmailMessage()
            message["Subject"] = f"[usenet-ops] {alert.job}.{alert.task} failed"
            message["From"] = os.environ.get("USENET_ALERT_FROM", "usenet-ops@localhost")
            message["To"] = mail_to
            message.set_content(alert.summary())
            if send_mail(smtp_host, message):
                delivered.append("smtp")
        except Exception as exc:
            log.warning("alert mail failed: %s", redact_urls(str(exc)))
    recorded = Alert(**{**asdict(alert), "delivered": tuple(delivered)})
    try:
        from usenet_ops.store import alert_records, db

        with db.session(dsn) as conn:
            alert_records.record_alert(conn, job=recorded.job, task=recorded.task, run_id=recorded.run_id,
                                       map_index=recorded.map_index, try_number=recorded.try_number, kind=recorded.kind,
                                       message=recorded.error, hint=recorded.hint, delivered=recorded.delivered)
    except Exception as exc:
        log.warning("could not record the alert in usenet.errors: %s", exc)
    return recorded


def send_mail(smtp_host: str, message: EmailMessage) -> bool:
    """Send ``message`` through ``host[:port]``: TLS when offered, a login only over TLS; return whether it was sent.

    Why: an alert names hosts, groups and errors, and an SMTP login sent in
    plain text is a password on the wire. STARTTLS is used whenever the
    server's EHLO offers it; a configured login on a server that does not
    offer it is refused here (fails closed) rather than sent in the clear.
    """
    host, _, port_text = smtp_host.partition(":")
    port = int(port_text or 25)
    user, password = os.environ.get("USENET_ALERT_SMTP_USER"), os.environ.get("USENET_ALERT_SMTP_PASSWORD")
    context = ssl.create_default_context()
    smtp: smtplib.SMTP = (smtplib.SMTP_SSL(host, port, timeout=10, context=context) if port == SMTPS_PORT
                          else smtplib.SMTP(host, port, timeout=10))
    with smtp:
        smtp.ehlo()
        tls = port == SMTPS_PORT
        if not tls and smtp.has_extn("starttls"):
            smtp.starttls(context=context)
            smtp.ehlo()  # RFC 3207 4.2: forget what was learnt before TLS
            tls = True
        if user:
            if not tls:
                log.warning("alert mail not sent: %s does not offer STARTTLS and USENET_ALERT_SMTP_USER is set; "
                            "the password is never sent in plain text. Use a server with STARTTLS, or port 465",
                            smtp_host)
                return False
            smtp.login(user, password or "")
        smtp.send_message(message)
    return True


def on_task_failure(context: dict[str, Any]) -> None:
    """Airflow on_failure_callback for every usenet task: one alert per failed task instance."""
    deliver(alert_from_context(context))
