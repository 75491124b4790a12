"""The discretionary actions a player may take (410.1), as data: what ``Game.legal_actions`` lists and
``Game.take`` performs. Each is a frozen dataclass naming its player, a readable ``description``,
and its cost in Energy and Power (paid with runes by the automatic payer, ``runes.find_payment``).
Objects are named by id (``GameObject.oid``) as they were when the action was listed."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, kw_only=True)
class Action:
    """A discretionary action (410.1): who takes it, what it is in words, and its resource cost."""

    player: int
    description: str
    energy: int = 0
    power: tuple[str, ...] = ()

    @property
    def cost(self) -> str:
        """The resource cost in the cards' notation ("2 [R]"; "free" for none)."""
        pips = "".join(f"[{p}]" for p in self.power)
        return " ".join(x for x in ((str(self.energy) if self.energy else ""), pips) if x) or "free"


@dataclass(frozen=True, kw_only=True)
class PlayCardAction(Action):
    """Play a card (349-359) from ``zone`` (hand, champion zone, trash, facedown) to ``to`` (a
    battlefield index; None: base, or a spell)."""

    card: int
    zone: str
    to: int | None = None


@dataclass(frozen=True, kw_only=True)
class ActivateAction(Action):
    """Activate the ``index``-th activated ability of ``source`` (376-381, 398-406)."""

    source: int
    index: int


@dataclass(frozen=True, kw_only=True)
class RuneAction(Action):
    """Use one of a rune's rule-given abilities (164.2): ``ability`` "exhaust" or "recycle"."""

    rune: int
    ability: str


@dataclass(frozen=True, kw_only=True)
class HideAction(Action):
    """Hide a card with [Hidden] facedown at a battlefield you control, for [A] (811.1.b)."""

    card: int
    battlefield: int


@dataclass(frozen=True, kw_only=True)
class StandardMoveAction(Action):
    """The Standard Move of one or more units to one destination (144, 144.3): ``to`` None is the
    base, else a battlefield index; its cost is exhausting them (144.2)."""

    units: tuple[int, ...]
    to: int | None


@dataclass(frozen=True, kw_only=True)
class PassAction(Action):
    """Pass Priority (338.1.b) while a chain exists, or pass Focus (347.2) in a showdown; an invited
    teammate passes the Priority back to the turn player (489.8.a)."""

    focus: bool = False


@dataclass(frozen=True, kw_only=True)
class InviteAction(Action):
    """In a mode with teammates, the turn player invites ``teammate`` to play a spell or activate an
    ability with their own Priority, in their Neutral Open Main Phase (489.8.a, 316.5.b.1)."""

    teammate: int


@dataclass(frozen=True, kw_only=True)
class EndTurnAction(Action):
    """End the Main Phase and so the turn (316.9): the Ending Phase, then the next turn."""
