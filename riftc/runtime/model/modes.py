"""Modes of play (481-489): the variables each mode defines (483) as data.

``MODES`` holds the sanctioned modes by their short names: "duel" (1v1 Duel, 485), "match" (1v1
Match, best of 3, 486), "ffa3" (Skirmish, 487), "ffa4" (War, 488) and "2v2" (Magma Chamber, 489).
"""

from __future__ import annotations

from .frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)



@dataclass(frozen=True)
class Mode:
    """One mode of play's variables (483.1-483.8).

    ``teams`` gives each seat's team in seating order (483.2; every player alone when each seat has
    its own team); ``battlefields_from_first`` False means the first player's battlefields are
    removed (488.4.b, 489.5.b); ``extra_rune_last`` / ``first_skips_draw`` are the First Turn
    Process (483.7); ``games_to_win`` is the format (483.6: 2 for a best of 3)."""

    name: str
    title: str
    rule: str
    players: int
    teams: tuple[int, ...]
    victory_score: int = 8
    battlefields_from_first: bool = True
    first_skips_draw: bool = False
    extra_rune_last: bool = True
    games_to_win: int = 1

    def __post_init__(self) -> None:
        if len(self.teams) != self.players:
            raise ValueError(f"{self.name}: one team per player ({self.players}) is needed (483.2)")
        if self.victory_score < 1:
            raise ValueError("a Victory Score is a positive number (483.3.a)")

    @property
    def has_teammates(self) -> bool:
        """Whether some player has a teammate (489.2)."""
        return len(set(self.teams)) < self.players


MODES: dict[str, Mode] = {mode.name: mode for mode in (
    # 485.7 / 486.7: the player going second (the last of two) channels an extra rune.
    Mode("duel", "1v1 (Duel)", "485", 2, (0, 1)),
    Mode("match", "1v1 (Match)", "486", 2, (0, 1), games_to_win=2),
    Mode("ffa3", "FFA3 (Skirmish)", "487", 3, (0, 1, 2), first_skips_draw=True),
    Mode("ffa4", "FFA4 (War)", "488", 4, (0, 1, 2, 3), battlefields_from_first=False, first_skips_draw=True),
    # 489.5.c.1: turn order alternates teams, so seats 0 and 2 are one team, 1 and 3 the other.
    Mode("2v2", "2v2 (Magma Chamber)", "489", 4, (0, 1, 0, 1), victory_score=11,
         battlefields_from_first=False, first_skips_draw=True),
)}
