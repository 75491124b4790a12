"""The official-pool report (docs/lint-official-pool.md): lint findings on the card corpus, counted per code.

Regenerate with ``python -m riftc.lint.pool ../shared/corpus/cards.jsonl > docs/lint-official-pool.md``.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

from riftc.lint.engine import LintFinding, lint_cards
from riftc.lint.errata import ErrataTable, cached_errata, errata_status
from riftc.lint.registry import PARSER_CODES, RULES
from riftc.sources import read_sources

POOL_DOC = Path(__file__).resolve().parents[2] / "docs" / "lint-official-pool.md"
# One row of the machine-readable table: "| RL201 | dash-link | 13 | 13 |".
_ROW = re.compile(r"^\| (RL\d{3}) \| [\w-]+ \| (\d+) \| (\d+) \|$", re.MULTILINE)


def errata_beside(path: str | Path) -> Path:
    """The errata file of a corpus: ``shared/rules/errata.jsonl`` beside ``shared/corpus/cards.jsonl``."""
    return Path(path).resolve().parents[1] / "rules" / "errata.jsonl"


def pool_errata(path: str | Path) -> ErrataTable | None:
    """The errata table for the corpus at ``path``, None when the errata file is absent."""
    errata = errata_beside(path)
    return cached_errata(str(errata)) if errata.exists() else None


def pool_findings(path: str | Path) -> list[LintFinding]:
    """Every finding of every rule on the cards of ``path``, with the corpus's errata file when present."""
    return lint_cards(read_sources([path]).cards, errata=pool_errata(path))


def wording_counts(findings: list[LintFinding]) -> dict[str, tuple[int, int]]:
    """``code -> (findings, cards)`` for the wording codes (not the parser's), every rule listed."""
    found = Counter(f.rule.code for f in findings)
    cards = Counter(code for code, _ in {(f.rule.code, f.card.id) for f in findings})
    return {code: (found[code], cards[code]) for code in RULES if code not in PARSER_CODES}


def errata_states(path: str | Path) -> dict[str, list[str]]:
    """``state -> ["ID Name", …]`` for the cards of the corpus that an errata record names
    (``current``, ``outdated``, ``unlocated``; see riftc.lint.errata.errata_status)."""
    table = pool_errata(path)
    states: dict[str, list[str]] = {"current": [], "outdated": [], "unlocated": []}
    if table is None:
        return states
    for card in read_sources([path]).cards:
        status = errata_status(card.text.text if card.text else "", table.for_card(card))
        if status is not None:
            states[status.state].append(f"{card.id} {card.name}")
    return states


def parse_counts(doc: str) -> dict[str, tuple[int, int]]:
    """The table of a checked-in pool doc, read back."""
    return {code: (int(found), int(cards)) for code, found, cards in _ROW.findall(doc)}


def _card_list(findings: list[LintFinding], code: str) -> str:
    seen: dict[str, str] = {}
    for f in findings:
        if f.rule.code == code:
            seen.setdefault(f.card.id, f"{f.card.id} {f.card.name}")
    return "; ".join(seen.values())


NOTES = """\
## What the findings are

- **RL002 typo**: three misprints, each read by the grammar exactly as printed (so the card prints back
  unchanged) and reported here: "a spell or Ability" (Sivir, Ambitious), "with a spell or ability.+3 [M]" with no space between
  the two reminder sentences (Serene Ascetic and Grumpy Rockbear share the line), and "you or allies control.."
  with two full stops (Seat of Power). The fix is the capital, the space or the extra stop.
- **RL201/RL202**: Origins and Spiritforged join a keyword to its ability with " — " (`[Legion] — …`,
  `[E]: [Reaction] — [Add] [R].`); the reprints of the same cards use the arrow instead (Lonely Poro SFD-036 →
  UNL-221, Gold SFD-T03 → UNL-T05), and so does every card printed since. The fix is the reprint's wording.
- **RL203**: buff reminders in the Origins/Spiritforged wordings ("If it doesn't have a buff, it gets a +1 [M]
  buff.", "Each one that doesn't have a buff gets …", "I get a +1 [M] buff." on a unit that cannot have
  several buffs) where Unleashed prints "Give it/me/each a +1 [M] buff if it doesn't have one." after what the
  action buffs. Lee Sin, Ascetic's "(I get a +1 [M] buff.)" is not listed: that card can have any number of
  buffs, so the one-buff condition would be wrong there. The rule reads the reminder and its action from the
  AST, so buff reminders on lines the grammar cannot read yet (Karma, Channeler; Sea Monkey; …) are not
  counted until it can.
- **RL301**: cards that name themselves against rule 053: Vendetta gear whose Empower reminder says "Empower
  me" while the same card says "Disempower this" (other Vendetta gear print "Empower this"), and a legend
  (Akali) whose reminder says "Empower this" while its ability says "if I'm [Empowered]". Gear and spells that
  say "I"/"me" ("exhaust me" on a gear, "I cost [2] less" on a spell) belong here too once the grammar reads
  their lines.
- **RL403**: two Spiritforged units whose keyword is printed without brackets in the gallery text
  ("Ganking (I can move …)", "Hidden (Hide now …)"), unlike every other keyword line.
- **RL503**: the gallery data tags Karma, Channeler with Vi and Ionia, not Karma.
- **RL602**: cards whose printed text (the gallery's) still has the passage an official errata replaced, checked
  against the latest errata record for the card in `shared/rules/errata.jsonl`. The errata quotes are abridged,
  so the rule finds them word by word allowing the articles and possessives the quote left out, "[C]" for the
  card's power symbol and "(...)" for a reminder; where the changed passage is printed word for word as quoted,
  the fix is the errata's wording for that passage.
"""


def _errata_section(path: str | Path) -> list[str]:
    """Where each errata record stands against the printed text of the cards it names."""
    states = errata_states(path)
    if not any(states.values()):
        return []
    return ["## Errata records against the printed text", "",
            f"`{errata_beside(path).name}` names {sum(map(len, states.values()))} cards of the corpus: the printed "
            f"text of {len(states['outdated'])} still has the old passage (the RL602 findings), "
            f"{len(states['current'])} print the new one, and for {len(states['unlocated'])} neither quote is "
            "found.", "",
            f"- **new wording printed**: {'; '.join(states['current'])}",
            f"- **neither quote found**: {'; '.join(states['unlocated'])}. Both print the errata's meaning in "
            "the gallery's full wording (\"banish a unit from among them that has Might …\"; six lines of "
            "\"Deal 2 to a unit.\"), which the abridged quotes do not match word for word: no finding.", ""]


def pool_doc(path: str | Path, findings: list[LintFinding] | None = None) -> str:
    """The markdown report for the pool at ``path`` (``findings``: its pool_findings, if already known)."""
    findings = pool_findings(path) if findings is None else findings
    counts = wording_counts(findings)
    unparsed = [f for f in findings if f.rule.code in PARSER_CODES]
    lines = ["# riftc lint on the official card pool", "",
             "<!-- GENERATED by `python -m riftc.lint.pool ../shared/corpus/cards.jsonl`; "
             "tests/test_lint_pool.py compares the table with a fresh run. -->", "",
             f"`riftc lint {Path(path).name} --errata {errata_beside(path).name}` over "
             f"{len(read_sources([path]).cards)} cards. "
             "Every wording finding below is a real card whose wording differs from current templating "
             "or from its own traits (false positives were fixed in the rules).", "",
             "## Wording findings per code", "",
             "| code | name | findings | cards |", "|---|---|---|---|"]
    lines += [f"| {code} | {RULES[code].name} | {n} | {c} |" for code, (n, c) in counts.items()]
    lines += ["", "## Cards per code", ""]
    lines += [f"- **{code} {RULES[code].name}**: {_card_list(findings, code)}"
              for code, (n, _) in counts.items() if n]
    lines += ["", NOTES]
    lines += _errata_section(path)
    lines += ["## Not parsed (grammar coverage, not wording)", "",
              f"RL001 unparsed: {len(unparsed)} lines in {len({f.card.id for f in unparsed})} cards are not "
              "read by the grammar yet. Rules that need the AST (RL1xx, RL201, RL202, RL203, RL3xx) do not see "
              "those lines, so their counts grow as the grammar grows. This count is not compared by the "
              "test (the grammar grows in other branches); the wording counts above are.", ""]
    return "\n".join(lines)


if __name__ == "__main__":
    sys.stdout.write(pool_doc(sys.argv[1] if len(sys.argv) > 1 else "../shared/corpus/cards.jsonl"))
