"""Runtime instructions about a player's hand as a whole or particular cards in it: "They reveal
their hand" (424.1), "they discard that card" and "Each player discards their hand" (422.1). What is chosen from a revealed hand is
picked as the instruction executes, by the ability's controller, and is not a target: a hand is not
a public zone (355.10.a), revealing it doesn't make it one."""

from __future__ import annotations

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.events import Outcome
from ..model.objects import Zone
from ..model.targets import ObjectRef, PlayerRef, You
from ..rules import deck_actions, zone_actions
from .instructions import for_each_player
from .resolution import Instruction, Resolution


@dataclass(frozen=True)
class RevealHand(Instruction):
    """"They reveal their hand" (424.1): every card in the player's hand is shown to all players and
    stays there (424.1.a.2). The Outcome's targets are those cards: "Choose a card from it" picks among
    them (``Among`` linked to this instruction)."""

    player: PlayerRef = You()
    action = "reveal_hand"

    def execute(self, ctx: Resolution) -> Outcome:
        def show(pid: int) -> Outcome:
            cards = tuple(ctx.state.player(pid).zone(Zone.HAND))
            shown = deck_actions.reveal(ctx.state, cards, by=pid, source=ctx.source)
            return Outcome(self.action, targets=shown.targets, affected=shown.affected, players=(pid,), done=True)
        return for_each_player(ctx, self, self.player, show)


@dataclass(frozen=True)
class DiscardCards(Instruction):
    """"they discard that card" (422.1): the player discards those particular cards from their hand;
    a card no longer in its owner's hand can't be discarded (the discard is negated, 422.1)."""

    target: ObjectRef
    player: PlayerRef = You()
    action = "discard"

    def execute(self, ctx: Resolution) -> Outcome:
        players = ctx.players(self.player)
        if players is None:
            return ctx.ignored(self, "359.3.e.14.a")
        refs = ctx.referents(self, "target")
        if refs.ignored:
            return ctx.ignored(self, refs.rule)
        outcome = Outcome(self.action, players=tuple(players))
        for oid in refs.objects:
            card = ctx.state.get(oid)
            if card is None or card.owner not in players:
                continue  # only a player's own cards are theirs to discard
            outcome = outcome.merge(zone_actions.discard(ctx.state, oid, by=card.owner, source=ctx.source))
        return outcome


@dataclass(frozen=True)
class DiscardHand(Instruction):
    """"Each player discards their hand" (422.1): each of those players discards every card in their
    hand, together (a hand that is empty discards nothing: the discard is negated, not ignored)."""

    player: PlayerRef = You()
    action = "discard"

    def execute(self, ctx: Resolution) -> Outcome:
        def discard_all(pid: int) -> Outcome:
            outcome = Outcome(self.action, players=(pid,))
            for oid in tuple(ctx.state.player(pid).zone(Zone.HAND)):
                outcome = outcome.merge(zone_actions.discard(ctx.state, oid, by=pid, source=ctx.source))
            return outcome
        return for_each_player(ctx, self, self.player, discard_all)
