"""Choosing a player and what "they" then do: "When you play me, choose a player. They discard 1."
(``ChoosePlayer`` then an instruction whose ``player`` is ``ChosenPlayer(link)``); and [Burn X]
(440): "They [Burn 1]".

A player is not a game object, so the choice is not made as the card is played (355.5 asks only
for game objects then): it is made when the instruction executes, among every player or every
opponent. The chosen player is the Outcome's ``players``; a choice option is ``player_code(pid)``.

Also here: ``EachPlayerDoes``, instructions each player does in turn, each as "you" with their own cards
("Each player looks at the top 5 cards of their Main Deck, banishes one, then recycles the rest", 303.2.a).
"""

from __future__ import annotations

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.amounts import Number
from ..model.choosers import player_code
from ..model.events import Outcome, log
from ..model.objects import Zone
from ..model.targets import PlayerRef, Scope, You
from ..rules.zone_actions import burn_out
from .instructions import _number, for_each_player
from .resolution import Effect, Instruction, Resolution

#: Who may be chosen: any player, or an opponent of the ability's controller (740.1.b).
CHOOSABLE = ("player", "opponent")


@dataclass(frozen=True)
class ChoosePlayer(Instruction):
    """"choose a player" / "choose an opponent": picked on resolution (355.5 chooses only game
    objects as a card is played); later instructions refer to "they" with ``ChosenPlayer``."""

    who: str = "player"
    action = "choose_player"

    def __post_init__(self) -> None:
        if self.who not in CHOOSABLE:
            raise ValueError(f"ChoosePlayer.who must be one of {CHOOSABLE}")

    def execute(self, ctx: Resolution) -> Outcome:
        state = ctx.state
        pids = [p.pid for p in state.players] if self.who == "player" else state.opponents(ctx.controller)
        picked = ctx.pick(tuple(player_code(p) for p in pids), 1, 1, f"choose {'a player' if self.who == 'player' else 'an opponent'}")
        if not picked:
            return Outcome(self.action)
        pid = -picked[0] - 2000
        log(state, self.action, (), True, f"{state.player(pid).name} is chosen", "355.5", by=ctx.controller,
            source=ctx.source)
        return Outcome(self.action, players=(pid,), done=True)


@dataclass(frozen=True)
class ChosenPlayer(PlayerRef):
    """"they" / "that player": the player instruction ``link`` chose; ignored if it never ran."""

    link: int

    def players(self, scope: Scope) -> tuple[int, ...] | None:
        outcome = scope.outcome(self.link)
        if outcome is None or outcome.ignored:
            return None
        return outcome.players


@dataclass(frozen=True)
class Burn(Instruction):
    """"[Burn 2]" (440): the player puts the top ``amount`` cards of their Main Deck into their
    trash, as many as possible; with too few, they burn out, then burn the rest (440.4)."""

    amount: Number = 1
    player: PlayerRef = You()
    action = "burn"

    def execute(self, ctx: Resolution) -> Outcome:
        amount = _number(ctx, self, self.amount)
        if amount is None:  # already logged as ignored (359.3.e.12)
            return Outcome.ignore(self.action)
        return for_each_player(ctx, self, self.player, lambda pid: self._burn(ctx, pid, amount))

    def _burn(self, ctx: Resolution, pid: int, amount: int) -> Outcome:
        state = ctx.state
        deck = state.player(pid).zone(Zone.MAIN_DECK)
        old: list[int] = []
        for _ in range(amount):
            if not deck:
                burn_out(state, pid)  # 440.4, 431
            if not deck:
                continue
            old.append(state.relocate(state.objects[deck[0]], Zone.TRASH))
        name = state.player(pid).name
        log(state, self.action, tuple(old), bool(old), f"{name} burns {len(old)}" if old else
            f"burn negated: {name} has no card to burn", "440.1", by=pid, source=ctx.source, amount=len(old))
        return Outcome(self.action, affected=tuple(old), players=(pid,), amount=len(old), done=bool(old))


#: Who acts first in ``EachPlayerDoes``: the turn player (303.2.a) or the player after them ("Starting with
#: the next player, …").
FIRST_PLAYERS = ("turn", "next")


@dataclass(frozen=True)
class EachPlayerDoes(Instruction):
    """``then`` done by each player in turn order from the turn player (or, ``start="next"``, from the
    player after them, the turn player last), each as its "you": their deck, their picks and payments
    (303.2.a; Promising Future, origins-faq-036). Each player's outcomes are kept
    (``Resolution.player_outcomes``): a later ``EachPlayerDoes`` with ``mine=True`` lets each player's
    links read that player's own ("each player plays those cards": the card that player banished)."""

    then: Effect
    start: str = "turn"
    mine: bool = False
    action = "each_player"

    def __post_init__(self) -> None:
        if self.start not in FIRST_PLAYERS:
            raise ValueError(f"EachPlayerDoes.start must be one of {FIRST_PLAYERS}")

    def nested(self) -> tuple[Effect, ...]:
        return (self.then,)

    def execute(self, ctx: Resolution) -> Outcome:
        seats, first = len(ctx.state.players), ctx.state.current + (1 if self.start == "next" else 0)
        base = ctx.step + 1
        indices = [index for index, _ in self.then.walk(base)]
        controller = ctx.controller
        outcome = Outcome(self.action, done=True)
        try:
            for seat in range(seats):
                pid = (first + seat) % seats
                ctx.controller = pid
                earlier = ctx.player_outcomes if self.mine else {}
                ctx.outcomes.update({i: o for (p, i), o in earlier.items() if p == pid})
                ctx.run_nested(self)
                ctx.player_outcomes.update({(pid, i): ctx.outcomes[i] for i in indices if i in ctx.outcomes})
                outcome = outcome.merge(Outcome(self.action, players=(pid,)))
        finally:
            ctx.controller = controller
        return outcome
