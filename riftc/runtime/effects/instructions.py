"""Runtime instructions: the verbs of card text (buff, draw, ready, kill, double ...) and linked control
flow. Moves are in moves.py.

Each instruction is a frozen dataclass whose ``execute(ctx)`` resolves its references, calls the
game actions in actions.py / zone_actions.py and returns an Outcome. An instruction whose targets
are all illegal, or whose antecedent was ignored, is *ignored* (359.3.e.7, 359.3.e.14.a); one
whose action can't happen is *negated* and the card goes on (vendetta-faq-034, 358.3.a).
"""

from __future__ import annotations

from typing import Callable

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.abilities import Keyword
from ..model.amounts import Number, evaluate
from ..model.conditions import Condition
from ..model.events import Outcome, log
from ..model.objects import DURATIONS, THIS_TURN, Zone
from ..model.targets import ObjectRef, PlayerRef, Self, You
from ..rules import actions, attachments, zone_actions
from ..rules.layers import compute
from .resolution import Effect, Instruction, Resolution

Act = Callable[[int], Outcome]


def for_each_object(ctx: Resolution, instr: Instruction, name: str, act: Act) -> Outcome:
    """Apply ``act`` to every object of reference field ``name``, merging the outcomes in order."""
    refs = ctx.referents(instr, name)
    if refs.ignored:
        return ctx.ignored(instr, refs.rule)
    outcome = Outcome(instr.action)
    before, ctx.state.leaving_together = ctx.state.leaving_together, refs.objects  # at the same time
    try:
        for oid in refs.objects:
            outcome = outcome.merge(act(oid))
    finally:
        ctx.state.leaving_together = before
    return outcome


def for_each_player(ctx: Resolution, instr: Instruction, ref: PlayerRef,
                    act: Callable[[int], Outcome]) -> Outcome:
    """Apply ``act`` for every player ``ref`` names; ignored if the reference is (359.3.e.14.a)."""
    players = ctx.players(ref)
    if players is None:
        return ctx.ignored(instr, "359.3.e.14.a")
    outcome = Outcome(instr.action)
    for pid in players:
        outcome = outcome.merge(act(pid))
    return outcome


def _number(ctx: Resolution, instr: Instruction, number: Number) -> int | None:
    value = evaluate(number, ctx)
    if value is None:
        ctx.ignored(instr, "359.3.e.12")
    return value


# -- simple object verbs ---------------------------------------------------------------------
@dataclass(frozen=True)
class ObjectVerb(Instruction):
    """An instruction that does one game action to each object of ``target`` ("buff a unit", "ready
    me"). Subclasses only name the action; the game function comes from ``OBJECT_ACTIONS``."""

    target: ObjectRef = Self()

    def execute(self, ctx: Resolution) -> Outcome:
        act = OBJECT_ACTIONS[self.action]
        return for_each_object(ctx, self, "target", lambda o: act(
            ctx.state, o, by=ctx.controller, source=ctx.source))


@dataclass(frozen=True)
class Buff(ObjectVerb):
    """"Buff a unit" (426). A unit that already has a buff is still a legal choice (426.1.c) but the
    buff is negated (426.1.b.1)."""

    action = "buff"


@dataclass(frozen=True)
class SpendBuff(ObjectVerb):
    """"Spend a buff" (702.2.b): from a unit you control that has one; usually a cost, so its
    reference is a ``Pick`` (chosen on payment, not targeted)."""

    action = "spend_buff"


@dataclass(frozen=True)
class Ready(ObjectVerb):
    """"Ready me" (415). Already ready: negated, nothing happens (415.1.c)."""

    action = "ready"


@dataclass(frozen=True)
class Exhaust(ObjectVerb):
    """"Exhaust a unit" (414). Already exhausted: negated (414.1.c)."""

    action = "exhaust"


@dataclass(frozen=True)
class ReadyOrExhaust(ObjectVerb):
    """"Ready or exhaust a legend": for each object, its controller chooses as the instruction
    executes which of the two actions it gets (415, 414); choosing the one it is already in is
    negated like either action alone (415.1.c, 414.1.c)."""

    action = "ready_or_exhaust"

    def execute(self, ctx: Resolution) -> Outcome:
        def act(oid: int) -> Outcome:
            name = ctx.state.objects[oid].name
            verb = "ready" if ctx.confirm(f"ready {name}? (otherwise exhaust it)") else "exhaust"
            return OBJECT_ACTIONS[verb](ctx.state, oid, by=ctx.controller, source=ctx.source)
        return for_each_object(ctx, self, "target", act)


@dataclass(frozen=True)
class Stun(ObjectVerb):
    """"Stun a unit" (423). Already stunned: negated, no "when you stun" (423.1.a.1)."""

    action = "stun"


@dataclass(frozen=True)
class Empower(ObjectVerb):
    """"Empower me" (441). Already empowered: negated (441.1.c)."""

    action = "empower"


@dataclass(frozen=True)
class Disempower(ObjectVerb):
    """"Disempower a unit" (441): one empowered status less (vendetta-faq-015)."""

    action = "disempower"


@dataclass(frozen=True)
class Heal(ObjectVerb):
    """"Heal a unit" (418): clear its damage."""

    action = "heal"


@dataclass(frozen=True)
class Kill(ObjectVerb):
    """"Kill a unit" (428): board to trash; the ability is responsible (428.5.b)."""

    action = "kill"


@dataclass(frozen=True)
class Recall(ObjectVerb):
    """"Recall a unit" (455): to its base, which is not a move (456); "recall it exhausted": it
    arrives in base exhausted (one recall event, not a separate exhaust)."""

    exhausted: bool = False
    action = "recall"

    def execute(self, ctx: Resolution) -> Outcome:
        return for_each_object(ctx, self, "target", lambda o: zone_actions.recall(
            ctx.state, o, by=ctx.controller, source=ctx.source, exhausted=self.exhausted))


@dataclass(frozen=True)
class ReturnToHand(ObjectVerb):
    """"Return a unit to its owner's hand" (from the board or a trash; a new object, 124.1). With
    ``from_trash``, "return this from your trash to your hand": only from there (a triggered ability of
    a card in the trash, 385.2)."""

    from_trash: bool = False
    action = "return"

    def execute(self, ctx: Resolution) -> Outcome:
        if not self.from_trash:
            return super().execute(ctx)
        def back(oid: int) -> Outcome:
            card = ctx.state.get(oid)
            if card is None or card.zone is not Zone.TRASH:
                return actions.negate(ctx.state, self.action, oid, "is no longer in the trash", "385.2",
                                      by=ctx.controller, source=ctx.source)
            return zone_actions.return_to_hand(ctx.state, oid, by=ctx.controller, source=ctx.source)
        return for_each_object(ctx, self, "target", back)


@dataclass(frozen=True)
class Banish(ObjectVerb):
    """"Banish a unit" (427)."""

    action = "banish"


@dataclass(frozen=True)
class Detach(ObjectVerb):
    """"Detach it", "detach an Equipment from it" (435): unlink an attached card from its top-most
    card; it stays at that card's location (435.4). Not attached: negated, nothing happens (435.1.a.1)."""

    action = "detach"


#: Event kind → the game action an ObjectVerb performs (each logs one Event per object).
OBJECT_ACTIONS: dict[str, Callable[..., Outcome]] = {
    "buff": actions.buff, "spend_buff": actions.spend_buff, "ready": actions.ready,
    "exhaust": actions.exhaust, "stun": actions.stun, "empower": actions.empower,
    "disempower": actions.disempower, "heal": actions.heal,
    "kill": zone_actions.kill, "recall": zone_actions.recall, "banish": zone_actions.banish,
    "return": zone_actions.return_to_hand, "detach": attachments.detach,
}


@dataclass(frozen=True)
class GiveMight(Instruction):
    """"Give a unit +2 [M] this turn" / "-2 [M], to a minimum of 1" (477.3; limits snapshot, 477.3.b)."""

    amount: Number
    target: ObjectRef = Self()
    duration: str = THIS_TURN
    minimum: int | None = None
    maximum: int | None = None
    action = "give_might"

    def __post_init__(self) -> None:
        if self.duration not in DURATIONS:
            raise ValueError(f"duration must be one of {DURATIONS}")

    def execute(self, ctx: Resolution) -> Outcome:
        amount = _number(ctx, self, self.amount)
        if amount is None:
            return Outcome.ignore(self.action)
        targets = {o for ids in ctx.choices.values() for o in ids}  # the objects it chose (355.7)
        return for_each_object(ctx, self, "target", lambda o: actions.give_might(
            ctx.state, o, amount, by=ctx.controller, source=ctx.source, duration=self.duration,
            minimum=self.minimum, maximum=self.maximum, chosen=o in targets))


@dataclass(frozen=True)
class DoubleMight(Instruction):
    """Double (432): "Double a friendly unit's Might this turn": give each referenced unit +N Might
    for ``duration``, N its current Might (432.1; a negative Might counts as 0 when referenced,
    143.2.b, so it is never lowered). The change lasts as the effect says (432.1.a; Shield that
    applied then stays counted in the change when it stops applying)."""

    target: ObjectRef = Self()
    duration: str = THIS_TURN
    action = "double"

    def __post_init__(self) -> None:
        if self.duration not in DURATIONS:
            raise ValueError(f"duration must be one of {DURATIONS}")

    def execute(self, ctx: Resolution) -> Outcome:
        def double(oid: int) -> Outcome:
            obj = ctx.state.get(oid)
            current = max(0, compute(ctx.state).might(obj)) if obj is not None and obj.on_board else 0
            return actions.give_might(ctx.state, oid, current, by=ctx.controller, source=ctx.source,
                                      duration=self.duration)
        return for_each_object(ctx, self, "target", double)


@dataclass(frozen=True)
class GiveKeyword(Instruction):
    """"Give a unit [Assault 3] this turn" (801.3.a)."""

    keyword: Keyword
    target: ObjectRef = Self()
    duration: str = THIS_TURN
    action = "give_keyword"

    def execute(self, ctx: Resolution) -> Outcome:
        kw = self.keyword
        return for_each_object(ctx, self, "target", lambda o: actions.give_keyword(
            ctx.state, o, kw.name, kw.value, by=ctx.controller, source=ctx.source,
            duration=self.duration))


@dataclass(frozen=True)
class DealDamage(Instruction):
    """"Deal 3 to a unit" (417); the ability's source deals it (417.6.a), so Bonus Damage applies (712)."""

    amount: Number
    target: ObjectRef = Self()
    # "This deals 1 Bonus Damage for each card with this name in your trash.": Bonus Damage its own
    # spell grants to this deal action (713), summed with any other (714).
    bonus: Number = 0
    action = "damage"

    def execute(self, ctx: Resolution) -> Outcome:
        amount = _number(ctx, self, self.amount)
        if amount is None:
            return Outcome.ignore(self.action)
        extra = max(0, _number(ctx, self, self.bonus) or 0)
        return for_each_object(ctx, self, "target", lambda o: actions.deal_damage(
            ctx.state, o, amount, by=ctx.controller, source=ctx.source, bonus=True, extra_bonus=extra))


# -- player verbs ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Draw(Instruction):
    """"Draw 2" / "Its controller draws 2" (413)."""

    amount: Number = 1
    player: PlayerRef = You()
    action = "draw"

    def execute(self, ctx: Resolution) -> Outcome:
        amount = _number(ctx, self, self.amount)
        if amount is None:
            return Outcome.ignore(self.action)
        return for_each_player(ctx, self, self.player, lambda p: zone_actions.draw(
            ctx.state, p, amount, source=ctx.source))


@dataclass(frozen=True)
class Discard(Instruction):
    """"Discard 2" (422): the player picks from their hand (422.1.a), as many as possible (422.4)."""

    amount: Number = 1
    player: PlayerRef = You()
    action = "discard"

    def execute(self, ctx: Resolution) -> Outcome:
        amount = _number(ctx, self, self.amount)
        if amount is None:
            return Outcome.ignore(self.action)
        return for_each_player(ctx, self, self.player, lambda p: self._discard(ctx, p, amount))

    def _discard(self, ctx: Resolution, player: int, amount: int) -> Outcome:
        hand = tuple(ctx.state.player(player).zone(Zone.HAND))
        picked = ctx.pick(hand, amount, amount, f"discard {amount}")
        outcome = Outcome(self.action, players=(player,))
        for oid in picked:
            outcome = outcome.merge(zone_actions.discard(ctx.state, oid, by=player, source=ctx.source))
        return outcome


@dataclass(frozen=True)
class Channel(Instruction):
    """"Channel 1 rune exhausted" (430)."""

    amount: Number = 1
    exhausted: bool = False
    player: PlayerRef = You()
    action = "channel"

    def execute(self, ctx: Resolution) -> Outcome:
        amount = _number(ctx, self, self.amount)
        if amount is None:
            return Outcome.ignore(self.action)
        return for_each_player(ctx, self, self.player, lambda p: zone_actions.channel(
            ctx.state, p, amount, exhausted=self.exhausted, source=ctx.source))


@dataclass(frozen=True)
class AddResources(Instruction):
    """"Add [1]" / "Add [R]" (429): Energy and Power to your rune pool; with ``only`` ("Spend this
    Energy only to play spells", "Use only to play spells") they pay only for costs of those purposes:
    "spell", "unit", "gear" (playing such a card), "unit ability", "gear ability" (activating one)."""

    energy: int = 0
    power: tuple[str, ...] = ()
    only: tuple[str, ...] = ()
    action = "add"

    def execute(self, ctx: Resolution) -> Outcome:
        return zone_actions.add_resources(ctx.state, ctx.controller, self.energy, self.power,
                                          source=ctx.source, only=self.only)


# -- linked and conditional instructions -----------------------------------------------------
@dataclass(frozen=True)
class IfPerformed(Instruction):
    """"If you do, ..." / "if it was buffed this way, ..." (359.3.e.14.b, 426.1.c, 205): ``then``
    runs only if the action of instruction ``link`` was actually performed on something; a
    negated or ignored action runs ``otherwise`` instead (if any)."""

    link: int
    then: Effect
    otherwise: Effect | None = None
    action = "if_performed"

    def nested(self) -> tuple[Effect, ...]:
        return (self.then,) if self.otherwise is None else (self.then, self.otherwise)

    def execute(self, ctx: Resolution) -> Outcome:
        earlier = ctx.outcome(self.link)
        if earlier is not None and earlier.performed:
            ctx.run_nested(self, 0)
            return Outcome(self.action, amount=1)
        if self.otherwise is not None:
            ctx.run_nested(self, 1)
        return Outcome(self.action)


@dataclass(frozen=True)
class IfCondition(Instruction):
    """"If you control a Mighty unit, ..." (a condition checked on resolution)."""

    condition: Condition
    then: Effect
    otherwise: Effect | None = None
    action = "if"

    def nested(self) -> tuple[Effect, ...]:
        return (self.then,) if self.otherwise is None else (self.then, self.otherwise)

    def execute(self, ctx: Resolution) -> Outcome:
        if self.condition.holds(ctx):
            ctx.run_nested(self, 0)
            return Outcome(self.action, amount=1)
        if self.otherwise is not None:
            ctx.run_nested(self, 1)
        return Outcome(self.action)


@dataclass(frozen=True)
class MayDo(Instruction):
    """"You may ..." in a later part of an effect, decided on resolution (383.3.a.3). Its Outcome
    says only whether the player agreed; "if you do" should link to the action itself (205)."""

    then: Effect
    action = "may"

    def nested(self) -> tuple[Effect, ...]:
        return (self.then,)

    def execute(self, ctx: Resolution) -> Outcome:
        # Already answered when the trigger was put on the chain (a leading cost, 383.3.b).
        if ctx.step not in ctx.prepaid and not ctx.confirm(
                f"you may: {', '.join(i.action for i in self.then.instructions)}"):
            return Outcome(self.action)
        ctx.run_nested(self, 0)
        return Outcome(self.action, amount=1)


@dataclass(frozen=True)
class CostWithin(Instruction):
    """"[do X] to [do Y]": a cost inside an instruction (740.4.a, 204.3). ``cost`` is paid on
    resolution (740.4.a.1); ``then`` happens only if every cost instruction was performed and none
    was negated. Costs are not targets (355.10.c): use ``Pick`` references inside ``cost``."""

    cost: Effect
    then: Effect
    action = "cost_within"

    def nested(self) -> tuple[Effect, ...]:
        return (self.cost, self.then)

    def execute(self, ctx: Resolution) -> Outcome:
        if ctx.step not in ctx.prepaid:  # a trigger's leading cost was paid on finalization (383.3.b)
            ctx.run_nested(self, 0)
        first = ctx.step + 1
        paid = [ctx.outcome(i) for i, _ in self.cost.walk(first)]
        if not all(o is not None and o.performed and not o.negated for o in paid):
            log_unpaid(ctx, self)
            return Outcome(self.action)
        ctx.run_nested(self, 1)
        # "If you do" after "X to Y" asks whether the cost was paid (205): report what paying did.
        done = tuple(o for p in paid if p is not None for o in p.affected)
        return Outcome(self.action, targets=done, affected=done, amount=1, done=True)


def log_unpaid(ctx: Resolution, instr: Instruction) -> None:
    """Say why the rest of a "cost to effect" instruction did not happen (740.4.a.1)."""
    log(ctx.state, instr.action, (), False, "cost within an instruction was not paid, so its "
        "effect does not happen", "355.10.c.1", by=ctx.controller, source=ctx.source,
        reason="unpaid")


@dataclass(frozen=True)
class PayCost(Instruction):
    """"pay [1][R]" inside an instruction (355.10.c.1): Energy and Power from your rune pool. If the
    pool can't pay all of it, nothing is paid and the payment is negated (so "to …" doesn't happen)."""

    energy: int = 0
    power: tuple[str, ...] = ()
    action = "pay"

    def execute(self, ctx: Resolution) -> Outcome:
        return zone_actions.pay(ctx.state, ctx.controller, self.energy, self.power, source=ctx.source)
