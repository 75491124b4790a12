"""The Riftbound keyword vocabulary (Core Rules 800-829) and the bracketed action words of card text."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class KeywordInfo:
    """What riftc knows about one keyword: its rule and whether it takes a number."""

    name: str
    rule: str
    takes_number: bool = False     # "[Assault 2]"; the number may still be left out where it means 1
    needs_number: bool = False     # "[Level 6]" is meaningless without one


KEYWORDS: dict[str, KeywordInfo] = {
    info.name: info
    for info in (
        KeywordInfo("Accelerate", "805"),
        KeywordInfo("Action", "806"),
        KeywordInfo("Assault", "807", takes_number=True),
        KeywordInfo("Deathknell", "808"),
        KeywordInfo("Deflect", "809", takes_number=True),
        KeywordInfo("Ganking", "810"),
        KeywordInfo("Hidden", "811"),
        KeywordInfo("Legion", "812"),
        KeywordInfo("Reaction", "813"),
        KeywordInfo("Shield", "814", takes_number=True),
        KeywordInfo("Tank", "815"),
        KeywordInfo("Temporary", "816"),
        KeywordInfo("Vision", "817"),
        KeywordInfo("Equip", "818"),
        KeywordInfo("Quick-Draw", "819"),
        KeywordInfo("Repeat", "820"),
        KeywordInfo("Weaponmaster", "821"),
        KeywordInfo("Ambush", "822"),
        KeywordInfo("Hunt", "823", takes_number=True),
        KeywordInfo("Level", "824", takes_number=True, needs_number=True),
        KeywordInfo("Unique", "825"),
        KeywordInfo("Backline", "826"),
        KeywordInfo("Empower", "827"),
        KeywordInfo("Empowered", "828"),
        KeywordInfo("Flow", "829"),
        # Bracketed game actions and states that card text writes like keywords (rule 135.2.e).
        KeywordInfo("Add", "429"),
        KeywordInfo("Buff", "426"),
        KeywordInfo("Stun", "423"),
        KeywordInfo("Burn", "440", takes_number=True, needs_number=True),
        KeywordInfo("Predict", "436", takes_number=True),
        KeywordInfo("Mighty", "706"),
    )
}


# Amounts are written as digits (rule 135.2.b): "Draw 2", not "Draw two". The number words a writer
# may use instead, and the verbs whose amount card text writes as a digit ("Draw 2", "Deal 3", "Channel
# 1 rune"); the linter fixes them (RL rule number-word) and a syntax error says so (riftc.syntax.grammar).
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10}
AMOUNT_VERBS = frozenset({"draw", "discard", "deal", "channel", "gain", "spend"})
