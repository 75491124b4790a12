"""Render lint findings: text (with source and caret), one JSON array, or GitHub Actions annotations."""

from __future__ import annotations

import json
from collections.abc import Callable

from riftc.errors import Diagnostic, format_diagnostic, terminal_json, terminal_text
from riftc.lint.engine import LintFinding


def as_record(found: LintFinding) -> dict[str, object]:
    """The JSON object of one finding."""
    d = found.diagnostic
    return {"file": d.location.path, "id": d.card_id, "name": d.card_name, "code": d.code,
            "severity": d.severity.value, "line": d.location.line, "column": d.location.column,
            "message": d.message, "fix": d.fix}


def render_text(findings: list[LintFinding]) -> str:
    """Each finding as ``file:line:col: warning[code] ID Name: message``, its source line and caret."""
    return "".join(format_diagnostic(found.diagnostic) + "\n" for found in findings)


def render_json(findings: list[LintFinding]) -> str:
    return terminal_json(json.dumps([as_record(found) for found in findings], indent=1, ensure_ascii=False)) + "\n"


def _escape(text: str, *, property_value: bool = False) -> str:
    """GitHub workflow-command escaping (``%``, newlines; ``:`` and ``,`` too inside properties), and the
    other control characters shown as escapes (a log viewer is a terminal too)."""
    text = terminal_text(text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A"))
    return text.replace(":", "%3A").replace(",", "%2C") if property_value else text


def annotation(d: Diagnostic) -> str:
    """One GitHub Actions annotation: ``::error file=…,line=…,col=…,title=code::ID Name: message``."""
    who = f"{d.card_id} {d.card_name}: " if d.card_id else ""
    props = (f"file={_escape(d.location.path, property_value=True)},line={d.location.line},"
             f"col={d.location.column},title={_escape(d.code, property_value=True)}")
    return f"::{d.severity.value} {props}::{_escape(who + d.message)}"


def render_github(findings: list[LintFinding]) -> str:
    """``::warning file=…,line=…,col=…,title=code::message`` per finding."""
    return "".join(annotation(found.diagnostic) + "\n" for found in findings)


RENDERERS: dict[str, Callable[[list[LintFinding]], str]] = {
    "text": render_text, "json": render_json, "github": render_github,
}
