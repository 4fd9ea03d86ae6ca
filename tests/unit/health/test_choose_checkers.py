"""Which account checks each backbone's health (issue 32 item 3): a fill account when there is one."""

from __future__ import annotations

from usenet_ops.nntp.provider import ProviderConfig, Role
from usenet_ops.passes.health import choose_checkers


def _account(name: str, backbone: str, role: Role, priority: int = 0) -> ProviderConfig:
    return ProviderConfig(host=f"{name}.example", port=563, name=name, backbone=backbone, role=role,
                          priority=priority)


def test_a_fill_account_checks_its_backbone_and_spares_the_crawling_ones() -> None:
    accounts = [_account("main", "a", Role.PRIMARY), _account("spare", "a", Role.BACKUP),
                _account("filler", "a", Role.FILL, priority=5), _account("other", "b", Role.PRIMARY, priority=3),
                _account("other2", "b", Role.PRIMARY, priority=1), _account("b-backup", "b", Role.BACKUP)]
    assert choose_checkers(accounts) == {"a": "filler", "b": "other2"}


def test_without_a_fill_account_a_primary_checks_before_a_backup() -> None:
    assert choose_checkers([_account("spare", "a", Role.BACKUP), _account("main", "a", Role.PRIMARY, priority=9)]) \
        == {"a": "main"}
    assert choose_checkers([_account("spare", "a", Role.BACKUP)]) == {"a": "spare"}
