"""Passive restrictions on players (363): "opponents can't score points" (Tianna Crownguard) and a
battlefield's "Players can't score here until their third turn" (Forgotten Monument).

The two kinds of "score" are kept apart, as the Spiritforged FAQ says: gaining points
(``action="gain_points"``: only the points are stopped; conquering and holding, their triggers and
control still happen, riftbound-spiritforged-faq-012) and scoring a battlefield (``action="score_here"``:
no conquer or hold at all there, so no triggers and no point, riftbound-spiritforged-faq-013).
"""

from __future__ import annotations

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.conditions import Condition
from ..model.state import GameState, turn_number
from .layers import StaticScope, compute

PLAYER_ACTIONS = ("gain_points", "score_here", "play")


@dataclass(frozen=True)
class PlayersCannot:
    """A passive ability: ``players`` ("opponents" of its controller, or every player, "players")
    can't do ``action`` while ``condition`` holds (judged with the permanent as source). With
    ``before_turn`` ("until their third turn") it applies during a player's turns before that one
    (115.1.c); "score_here" is about the battlefield the source is at; "play" is playing cards of
    ``types`` (any card if empty: "opponents can't play cards this turn", made true by an
    instruction, ``lasting_passives``)."""

    action: str
    players: str = "opponents"
    before_turn: int | None = None
    condition: Condition | None = None
    types: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.action not in PLAYER_ACTIONS:
            raise ValueError(f"PlayersCannot.action must be one of {PLAYER_ACTIONS}")
        if self.players not in ("opponents", "players"):
            raise ValueError("PlayersCannot.players must be 'opponents' or 'players'")

    def about(self, player: int, controller: int, kind: str | None) -> bool:
        """Whether it is about ``player`` doing its action (to a card of ``kind`` for "play")."""
        if self.players == "opponents" and controller == player:
            return False
        return not (self.action == "play" and self.types and kind not in self.types)


def forbidding(state: GameState, player: int, action: str, battlefield: int | None = None,
               kind: str | None = None) -> str | None:
    """The name of the card whose ``PlayersCannot`` stops ``player`` doing ``action`` now (at
    ``battlefield`` for "score_here"; playing a card of ``kind`` for "play"), or None. Passives made
    true "this turn" count too (``state.lasting``)."""
    view = compute(state)
    for source in state.board_objects():
        for ability in view.abilities(source):
            if not isinstance(ability, PlayersCannot) or ability.action != action \
                    or not ability.about(player, source.controller, kind):
                continue
            if action == "score_here" and source.location() != ("battlefield", battlefield):
                continue
            if ability.before_turn is not None and turn_number(state, player) >= ability.before_turn:
                continue
            if ability.condition is None or ability.condition.holds(StaticScope(view, source)):
                return source.name
    for entry in state.lasting:
        ability = entry.ability
        if isinstance(ability, PlayersCannot) and ability.action == action and (
                player in entry.players if entry.players is not None
                else ability.about(player, entry.controller, kind)) and (
                action != "play" or not ability.types or kind in ability.types):
            return entry.name
    return None
