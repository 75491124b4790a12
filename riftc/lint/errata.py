"""Errata rules: the printed text must match the card's latest official wording, when it is known.

Two sources say what the latest wording is:

* a card's own ``errata text:`` block (the complete corrected text), compared whole by RL601;
* an errata file (``riftc lint --errata FILE``, JSONL like ``shared/rules/errata.jsonl``), whose quotes
  of the changed passage RL602 locates in the printed text tolerantly (riftc.sources.errata, which
  reads the file, finds the passage and applies the notices for ``riftc import --errata``).
"""

from __future__ import annotations

from collections.abc import Iterator

from riftc.errors import Span
from riftc.lint.base import ErrataRecord, Example, Finding, LintContext, Rule
from riftc.sources.errata import (ANY_POWER, ANY_REMINDER, FILLERS, POWER, ErrataStatus, ErrataTable, Match, Tok,
                                  cached_errata, errata_status, locate, normalise_symbols, read_errata, tokens,
                                  transplant)

__all__ = ["ANY_POWER", "ANY_REMINDER", "FILLERS", "POWER", "ErrataStatus", "ErrataTable", "Match", "Tok",
           "cached_errata", "errata_status", "locate", "normalise_symbols", "read_errata", "tokens", "transplant",
           "RULES"]


def _normalise_lines(text: str) -> str:
    """Symbols normalised, and spaces at the ends of lines and runs of spaces ignored."""
    return "\n".join(" ".join(line.split()) for line in normalise_symbols(text).split("\n"))


def _first_difference(left: str, right: str) -> int:
    return next((index for index, (a, b) in enumerate(zip(left, right)) if a != b), min(len(left), len(right)))


def errata_differs(ctx: LintContext) -> Iterator[Finding]:
    """The rules text differs from the ``errata text:`` block: fix = the errata text."""
    card = ctx.card
    if card.errata_text is None or card.text is None:
        return
    printed, corrected = card.text.text, card.errata_text.text
    if _normalise_lines(printed) == _normalise_lines(corrected):
        return  # the same wording, spelt with other symbols or spaces
    at = min(_first_difference(printed, corrected), max(0, len(printed) - 1))
    yield Finding(card.text, Span(0, len(printed)),
                  f"the text differs from its official errata from here: "
                  f"printed {printed[at:at + 30]!r}, errata {corrected[at:at + 30]!r}",
                  fix=corrected, at=Span(at, at + 1))


def errata_outdated(ctx: LintContext) -> Iterator[Finding]:
    """The printed text still has the wording an errata notice replaced: fix = the errata's edit, when certain."""
    card = ctx.card
    if card.text is None or card.errata_text is not None:
        return  # with a complete errata text, RL601 compares the whole text
    status = errata_status(card.text.text, ctx.errata)
    if status is None or status.state != "outdated" or status.match is None:
        return
    record, where = status.record, status.match
    printed = normalise_symbols(card.text.text)
    printed_toks = tokens(printed)
    span = Span(printed_toks[where.first].start, printed_toks[where.last].end)
    edit = transplant(printed, normalise_symbols(record.old_text), normalise_symbols(record.new_text))
    # The card's own errata notice of that date (the corpus's ``errata`` field) says where to read it.
    notice = next((n for n in card.errata if n.announced_on == record.announced_on), None)
    message = (f"printed before the errata of {record.announced_on} ({record.document or 'official errata'}"
               f"{', ' + notice.url if notice else ''}), which reads: \"{record.new_text}\"")
    if edit is None:
        yield Finding(card.text, span, message)
    else:
        yield Finding(card.text, edit[0], message, fix=edit[1])


ERRATA_DIFFERS = Rule(
    code="RL601", name="errata-differs",
    rationale="Errata replace a card's printed wording (official errata notices); the errata text is "
              "what the card says.",
    check=errata_differs, fixable=True,
    good=(Example("Give a unit [Assault 2] this turn.", type="Spell",
                  errata_text="Give a unit [Assault 2] this turn."),
          Example("Give a unit +2 [M] this turn.", type="Spell", errata_text="Give a unit +2 [S]  this turn.")),
    bad=(Example("Give a unit [Assault 2].", type="Spell", errata_text="Give a unit [Assault 2] this turn.",
                 fixed="Give a unit [Assault 2] this turn."),),
)

_DISINTEGRATE = ErrataRecord("Example Card", "2025-10-28", "Riftbound: Origins Card Errata",
                             "If this kills it, draw 1.", "If this kills it, do this: draw 1.")
_BLIND_FURY = ErrataRecord("Example Card", "2025-10-28", "Riftbound: Origins Card Errata",
                           "Choose one and play it, ignoring cost.",
                           "Choose one and banish it, then play it, ignoring cost.")
_CLOCKWORK = ErrataRecord("Example Card", "2025-10-28", "Riftbound: Origins Card Errata",
                          "As you play me, you may pay [C] as additional cost. If you do, draw 1.",
                          "You may pay [C] as additional cost to play me. When you play me, if you paid "
                          "additional cost, draw 1.")

ERRATA_OUTDATED = Rule(
    code="RL602", name="errata-outdated",
    rationale="An official errata notice replaces a passage of the printed wording (errata documents of "
              "2025-10-28 to 2026-07-24); printed text that still has the old passage is not what the card says.",
    check=errata_outdated, fixable=True,
    good=(Example("Deal 3 to a unit at a battlefield. If this kills it, do this: draw 1.", type="Spell",
                  errata=(_DISINTEGRATE,)),
          Example("Choose one and banish it, then play it, ignoring its cost.", type="Spell", errata=(_BLIND_FURY,)),
          Example("Deal 3 to a unit.", type="Spell", errata=(_DISINTEGRATE,))),
    bad=(Example("Deal 3 to a unit at a battlefield. If this kills it, draw 1.", type="Spell",
                 errata=(_DISINTEGRATE,),
                 fixed="Deal 3 to a unit at a battlefield. If this kills it, do this: draw 1."),
         Example("Choose one and play it, ignoring its cost.", type="Spell", errata=(_BLIND_FURY,),
                 fixed="Choose one and banish it, then play it, ignoring its cost."),
         Example("As you play me, you may pay [G] as an additional cost. If you do, draw 1.", errata=(_CLOCKWORK,))),
)

RULES = (ERRATA_DIFFERS, ERRATA_OUTDATED)
