"""A spell played by an effect (419.3): it goes through the steps of playing a card (353-358) and
is put on the chain, where it waits: it resolves later, like any chain item, not in the middle of
the effect that played it.

The steps (419.3.b: all as normal, except what the playing effect changes):

* its targets are chosen (355.5-355.8); with no legal choice for a target it can't be played, and
  nothing happens (419.3.c);
* its cost is determined (356): "ignoring its cost" sets its base costs to zero (356.1.b.1),
  "ignoring its Energy cost" only the Energy (356.1.b.2), "reducing its cost by [2]" takes Energy
  off (356.4, never below 0, 356.6); then paid (357); a cost that can't be paid: nothing happens
  (419.3.c);
* it becomes a finalized chain item (352.2, 419.4.b). The item that played it is resolving, so it is
  no longer on the chain (it leaves as it resolves); the new spell sits where that item was, and the
  rest of the effect goes on (354.3). Once that effect is done the spell is put on the chain before
  the abilities the effect triggered (origins-faq-034: pending items enter the chain in the order
  they were begun, a played card first), so those triggers resolve first, then the spell (340.1:
  newest first). It "is played" when it resolves (350.1, 351.2), as ``Game`` logs for any spell.

Simplification (docs/runtime.md): 354.3 leaves a card an effect plays pending on the chain and makes
its choices and pays its costs only once the playing effect is done; here they are made as the
instruction executes, in the middle of that effect. Only a later instruction of the same effect that
changes what the spell could target or pay with could tell them apart. A spell's additional costs
and Repeat are not offered when an effect plays it.

The engine owns the chain: the finalized spell is handed over as a ``PlayedSpell`` in
``state.effect_plays`` and put on the chain by ``engine/effect_plays.py``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.abilities import SpellAbility
from ..model.choosers import FirstLegalChooser, IllegalChoice
from ..model.events import Outcome, log, log_finalized
from ..model.objects import GameObject, Zone
from ..model.targets import ObjectRef
from ..rules import deck_actions
from ..rules.actions import negate
from ..rules.discounts import use_up
from ..rules.player_restrictions import forbidding
from .resolution import Effect, Instruction, Resolution

if TYPE_CHECKING:  # pragma: no cover
    from ..model.choosers import Chooser


@dataclass(frozen=True)
class PlayedSpell:
    """A spell an effect played, finalized (targets chosen, cost paid), for the engine to put on the
    chain: the card on the chain now, who played it, its effect, its chosen targets, the chooser."""

    card: int
    player: int
    name: str
    effect: Effect
    choices: tuple[tuple[tuple[int, str], tuple[int, ...]], ...]
    chooser: Chooser
    leaves_chain: str | None = None  # "recycle": where it goes as it leaves the chain (vendetta-faq-001)


def spell_effect(obj: GameObject) -> Effect:
    """The instructions the spell card executes as it resolves (158.1)."""
    found = [a.effect for a in obj.card.abilities if isinstance(a, SpellAbility)]
    return found[0] if found else Effect()


def play_spell(ctx: Resolution, obj: GameObject, player: int,
               cost: Callable[[GameObject], tuple[int, tuple[str, ...]]]) -> Outcome:
    """Play the spell card ``obj`` for ``player`` as the resolving effect ``ctx`` says (419.3);
    ``cost`` is the cost the effect sets (356.1-356.6). The Outcome names the card on the chain."""
    state = ctx.state
    barred = forbidding(state, player, "play", kind="spell")
    if barred is not None:  # "opponents can't play cards this turn" (054.1)
        return negate(state, "play", obj.oid, f"can't be played ({barred})", "054.1", by=player, source=ctx.source)
    effect = spell_effect(obj)
    res = Resolution(state, source=obj.oid, controller=player, chooser=ctx.chooser)
    res.paying_for = "spell"  # what reserved resources may pay for (429)
    try:
        found = res.choose_targets(effect)
    except IllegalChoice:
        # The chooser's targets don't fit together (355.11.a): the first legal ones instead, as a player's
        # own play in a whole game falls back to (game_loop._play).
        res = Resolution(state, source=obj.oid, controller=player, chooser=FirstLegalChooser())
        res.paying_for = "spell"
        try:
            found = res.choose_targets(effect)
        except IllegalChoice as error:  # no targets found that fit together: it can't be played (355.8)
            return negate(state, "play", obj.oid, f"has no legal targets that fit together ({error})", "355.8",
                          by=player, source=ctx.source)
    if not found:
        return negate(state, "play", obj.oid, "has no legal targets", "355.8", by=player, source=ctx.source)
    energy, power = cost(obj)
    pool = state.player(player).pool
    if not pool.can_pay(energy, power, "spell"):
        return negate(state, "play", obj.oid, "can't be paid for", "419.3.c", by=player, source=ctx.source)
    pool.pay(energy, power, "spell")
    was = state.relocate(obj, Zone.CHAIN)
    res.note_targets()  # its chosen objects are targeted now (355.7)
    log_finalized(state, obj.oid, obj.name, by=player, source=ctx.source, was=was)  # 419.4.b
    use_up(state, obj, player)  # "the next spell you play costs less" discounts (discounts.use_up)
    state.effect_plays.append(PlayedSpell(obj.oid, player, obj.name, effect,
                                          tuple(res.choices.items()), ctx.chooser))
    # "it" after it is the spell on the chain (359.3.e.14.c): "play it …, then recycle it"
    return Outcome("play", targets=(obj.oid,), affected=(obj.oid,))


@dataclass(frozen=True)
class RecyclePlayed(Instruction):
    """"…, you may play a spell from your trash …. Then recycle it." (Fizz, Trickster; Kai'Sa,
    Evolutionary): the spell is on the chain, waiting to resolve; recycling it is short for "when it
    would leave the chain, recycle it instead" (vendetta-faq-001, like [Flow]'s "then banish it",
    829.1.b.1), so it resolves first and is then put on the bottom of its owner's deck (416.1) instead
    of the trash (351.2), and so it is if countered. A permanent the effect played is recycled at once
    (416.1); a card it could not play (419.3.c) is not: it was not played, so nothing is recycled."""

    target: ObjectRef
    action = "recycle"

    def execute(self, ctx: Resolution) -> Outcome:
        refs = ctx.referents(self, "target")
        if refs.ignored:
            return ctx.ignored(self, refs.rule)
        state, marked, now = ctx.state, [], []
        for oid in refs.objects:
            at = next((k for k, p in enumerate(state.effect_plays) if p.card == oid), None)
            found = state.get(oid)
            if at is None and found is not None and found.on_board:
                now.append(oid)
                continue
            if at is None:
                log(state, "recycle", (oid,), False, f"recycle negated: {found.name if found else 'it'} was not "
                    "played", "419.3.c", by=ctx.controller, source=ctx.source)
                continue
            state.effect_plays[at] = replace(state.effect_plays[at], leaves_chain="recycle")
            marked.append(oid)
            log(state, "recycle_later", (oid,), True, f"{state.objects[oid].name} will be recycled as it "
                "leaves the chain", "416.1", by=ctx.controller, source=ctx.source)
        outcome = Outcome(self.action, targets=tuple(marked))
        if now:
            outcome = outcome.merge(deck_actions.recycle(state, tuple(now), by=ctx.controller, source=ctx.source))
        return outcome
