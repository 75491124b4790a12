"""Errata rules: the printed text must match the card's latest official wording, when it is known."""

from __future__ import annotations

from collections.abc import Iterator

from riftc.errors import Span
from riftc.lint.base import Example, Finding, LintContext, Rule


def _first_difference(left: str, right: str) -> int:
    return next((index for index, (a, b) in enumerate(zip(left, right)) if a != b), min(len(left), len(right)))


def errata_differs(ctx: LintContext) -> Iterator[Finding]:
    """The rules text differs from the ``errata text:`` block: fix = the errata text."""
    card = ctx.card
    if card.errata_text is None or card.text is None or card.text.text == card.errata_text.text:
        return
    printed, corrected = card.text.text, card.errata_text.text
    at = min(_first_difference(printed, corrected), max(0, len(printed) - 1))
    yield Finding(card.text, Span(0, len(printed)),
                  f"the text differs from its official errata from here: "
                  f"printed {printed[at:at + 30]!r}, errata {corrected[at:at + 30]!r}",
                  fix=corrected, at=Span(at, at + 1))


ERRATA_DIFFERS = Rule(
    code="RL601", name="errata-differs",
    rationale="Errata replace a card's printed wording (official errata notices); the errata text is "
              "what the card says.",
    check=errata_differs, fixable=True,
    good=(Example("Give a unit [Assault 2] this turn.", type="Spell",
                  errata_text="Give a unit [Assault 2] this turn."),),
    bad=(Example("Give a unit [Assault 2].", type="Spell", errata_text="Give a unit [Assault 2] this turn.",
                 fixed="Give a unit [Assault 2] this turn."),),
)

RULES = (ERRATA_DIFFERS,)
