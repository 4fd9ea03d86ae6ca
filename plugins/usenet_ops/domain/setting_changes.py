"""What a change of knobs would do before it is made: each knob's old and new value, or why it is refused.

Why one function: the Usenet view shows this diff before Save, the audit log
records the same old/new pair for every change (view or CLI), and an
operator must see in the log exactly what the form showed. Only real changes
are listed: a value the knob already has is no change and writes no row.

Pure: it reads ``usenet_ops.settings`` (the knobs' types, bounds and
defaults) and nothing else.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from usenet_ops.settings import KNOBS, SettingsError, coerce


@dataclass(frozen=True)
class KnobChange:
    """One knob's move: its effective value before and after, and whether an override holds it after."""

    name: str
    old: Any
    new: Any
    default: Any
    was_overridden: bool
    overridden: bool

    def as_dict(self) -> dict[str, Any]:
        """Return the change as JSON-ready values (the view's diff, the audit row's detail)."""
        return {"name": self.name, "old": self.old, "new": self.new, "default": self.default,
                "was_overridden": self.was_overridden, "overridden": self.overridden}


def current(stored: Mapping[str, Any], name: str) -> Any:
    """Return a knob's effective value: its stored override (typed when valid, raw when not), else its default."""
    if name not in stored:
        spec = KNOBS.get(name)
        return spec.default if spec else None
    try:
        return coerce(name, stored[name])
    except SettingsError:
        return stored[name]


def plan(stored: Mapping[str, Any], values: Mapping[str, Any],
         unset: Iterable[str] = ()) -> tuple[list[KnobChange], dict[str, str]]:
    """Return (the changes that alter something, in knob order; {knob: why its value is refused}).

    ``values`` are raw (a form's text, the CLI's argument, JSON); each is
    validated with the knob's own type and bounds. ``unset`` names overrides
    to drop (back to the default); a stored key that is no knob any more may
    be dropped too, which is the fix the load warnings point to.
    """
    errors: dict[str, str] = {}
    changes: dict[str, KnobChange] = {}
    dropped = list(dict.fromkeys(unset))
    for name in dropped:
        if name in values:
            errors[name] = f"{name} is both set and reset to its default: choose one"
            continue
        if name not in stored:
            if name not in KNOBS:
                try:
                    coerce(name, None)
                except SettingsError as exc:
                    errors[name] = str(exc)
            continue
        default = KNOBS[name].default if name in KNOBS else None
        changes[name] = KnobChange(name, current(stored, name), default, default, True, False)
    for name, raw in values.items():
        if name in errors:
            continue
        try:
            value = coerce(name, raw)
        except SettingsError as exc:
            errors[name] = str(exc)
            continue
        old = current(stored, name)
        if name in stored and old == value and type(old) is type(value):
            continue
        changes[name] = KnobChange(name, old, value, KNOBS[name].default, name in stored, True)
    order = {name: i for i, name in enumerate(KNOBS)}
    return sorted(changes.values(), key=lambda c: (order.get(c.name, len(order)), c.name)), errors
