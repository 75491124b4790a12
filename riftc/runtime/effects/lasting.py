"""Runtime instructions that leave something lasting on the board: attachments (434), copies
(477.1.b), tokens (179-186), damage prevention (437) and delayed replacements (390.3). Same
conventions as instructions.py (Outcome per instruction, ignored vs negated).

``MakeTrue`` makes a passive true for the rest of the turn: "Friendly units enter ready this turn",
"opponents can't play cards this turn", "Its controller can't play spells this turn", "your
non-token units cost [1] more to play this turn", "It can't be chosen by enemy spells and abilities
this turn". They work like the passive abilities they state, judged with the ability's controller as
"you" (no source on the board is needed), and expire with the other "this turn" effects (317.2.c).
A layer effect about "it" is bound to the objects "it" names when the instruction executes; the
layers apply it (``layers.lasting_layered``) in its timestamp's place (480.3).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Union

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.abilities import CardDef, EntersAbility, Keyword, StaticAbility
from ..model.amounts import Number
from ..model.choosers import location_code
from ..model.events import Outcome, log
from ..model.objects import THIS_TURN
from ..model.selectors import Selector
from ..model.state import IllegalAction
from ..model.targets import All, ObjectRef, PlayerRef, Self, You
from ..rules import actions, attachments, replacements, zone_actions
from ..rules.discounts import Discount
from ..rules.player_restrictions import PlayersCannot
from . import play_effects
from .instructions import _number, for_each_object, for_each_player
from .resolution import Effect, Instruction, Resolution

if TYPE_CHECKING:  # pragma: no cover
    from ..model.state import GameState


@dataclass(frozen=True)
class Attach(Instruction):
    """"Attach this to a unit you control" (434, [Equip] 818.1.c.2): ``gear`` to the ``unit``."""

    unit: ObjectRef
    gear: ObjectRef = Self()
    action = "attach"

    def execute(self, ctx: Resolution) -> Outcome:
        units = ctx.referents(self, "unit")
        if units.ignored or not units.objects:
            return ctx.ignored(self, units.rule)
        top = units.objects[0]
        return for_each_object(ctx, self, "gear", lambda g: attachments.attach(
            ctx.state, g, top, by=ctx.controller, source=ctx.source, chooser=ctx.chooser))


@dataclass(frozen=True)
class DetachFrom(Instruction):
    """"Detach that Equipment from that unit" (435.1): ``target`` is detached only while it is attached
    to ``unit``; attached elsewhere or not at all, nothing happens (435.1.a.1)."""

    target: ObjectRef
    unit: ObjectRef
    action = "detach"

    def execute(self, ctx: Resolution) -> Outcome:
        units = ctx.referents(self, "unit")
        if units.ignored or not units.objects:
            return ctx.ignored(self, units.rule)
        top = units.objects[0]

        def detach_from(gear: int) -> Outcome:
            card = ctx.state.get(gear)
            if card is not None and card.attached_to != top:
                return actions.negate(ctx.state, "detach", gear, "is not attached to that unit", "435.1.a.1",
                                      by=ctx.controller, source=ctx.source)
            return attachments.detach(ctx.state, gear, by=ctx.controller, source=ctx.source)
        return for_each_object(ctx, self, "target", detach_from)


@dataclass(frozen=True)
class BecomeCopy(Instruction):
    """"It becomes a copy of that unit" (477.1.b): copyable traits only, never statuses, buffs or
    modifiers (vendetta-faq-008). ``while_attached``: "for as long as this is attached to it", the
    copy ends when the source (an Equipment) is detached (vendetta-faq-009)."""

    of: ObjectRef
    target: ObjectRef = Self()
    while_attached: bool = False
    action = "copy"

    def execute(self, ctx: Resolution) -> Outcome:
        models = ctx.referents(self, "of")
        if models.ignored or not models.objects:
            return ctx.ignored(self, models.rule)
        model = models.objects[0]
        gear = ctx.source if self.while_attached else None
        return for_each_object(ctx, self, "target", lambda o: attachments.become_copy(
            ctx.state, o, model, by=ctx.controller, source=ctx.source, while_attached=gear))


@dataclass(frozen=True)
class GiveKeywords(Instruction):
    """"Give a unit [Shield 3] and [Tank] this turn" (801.3.a): every keyword to each object of the
    target, one grant event each."""

    keywords: tuple[Keyword, ...]
    target: ObjectRef = Self()
    duration: str = THIS_TURN
    action = "give_keyword"

    def execute(self, ctx: Resolution) -> Outcome:
        return for_each_object(ctx, self, "target", lambda oid: _grant_keywords(
            ctx, oid, self.keywords, self.duration, Outcome(self.action)))


@dataclass(frozen=True)
class GiveMightAndKeywords(Instruction):
    """"Give me +2 [M] and [Ganking] this turn" (477.3, 801.3.a): the Might and every keyword to each
    object of the target, one grant event each, as one instruction (so "it" after it is that object).
    ``amount`` may be computed ("+[M] equal to my Might"); ``keywords_of``: "my keywords", every
    keyword that object has as the instruction executes (riftbound-spiritforged-faq-011: they and
    the Might are locked in then)."""

    amount: Number
    keywords: tuple[Keyword, ...] = ()
    target: ObjectRef = Self()
    duration: str = THIS_TURN
    keywords_of: ObjectRef | None = None
    action = "give"

    def execute(self, ctx: Resolution) -> Outcome:
        amount = _number(ctx, self, self.amount)
        if amount is None:
            return Outcome.ignore(self.action)
        keywords = self.keywords + self._keywords_of(ctx)
        return for_each_object(ctx, self, "target", lambda oid: _grant_keywords(
            ctx, oid, keywords, self.duration,
            actions.give_might(ctx.state, oid, amount, by=ctx.controller, source=ctx.source,
                               duration=self.duration)))

    def _keywords_of(self, ctx: Resolution) -> tuple[Keyword, ...]:
        if self.keywords_of is None:
            return ()
        refs = ctx.referents(self, "keywords_of")
        view = ctx.view
        found = [o for o in map(ctx.state.get, refs.objects) if o is not None]
        return tuple(dict.fromkeys(Keyword(a.name, a.value) for o in found for a in view.abilities(o)
                                   if isinstance(a, Keyword)))


def _grant_keywords(ctx: Resolution, oid: int, keywords: tuple[Keyword, ...], duration: str,
                    outcome: Outcome) -> Outcome:
    """Give each keyword to object ``oid`` (one grant event each), merged into ``outcome``."""
    for kw in keywords:
        outcome = outcome.merge(actions.give_keyword(ctx.state, oid, kw.name, kw.value, by=ctx.controller,
                                                     source=ctx.source, duration=duration))
    return outcome


@dataclass(frozen=True)
class PreventDamage(Instruction):
    """"Prevent the next 3 damage that would be dealt to a unit this turn" (437.1.b.1); ``amount``
    None prevents all of it (437.1.b.1.b)."""

    amount: int | None = None
    target: ObjectRef = Self()
    action = "prevent"

    def execute(self, ctx: Resolution) -> Outcome:
        return for_each_object(ctx, self, "target", lambda o: actions.add_prevention(
            ctx.state, o, self.amount, by=ctx.controller, source=ctx.source))


@dataclass(frozen=True)
class NextTimeInstead(Instruction):
    """"The next time it would die this turn, … instead" (390.3): a delayed replacement watching
    the objects of ``target`` (or everything ``subject`` matches), used up by one event (369); with
    ``used_up`` false ("If it would die this turn, banish it instead.") it replaces each such event
    until the turn ends."""

    event: str
    instead: Effect
    target: ObjectRef | None = None
    subject: Selector | None = None
    this_turn: bool = True
    used_up: bool = True
    action = "delayed_replacement"

    def execute(self, ctx: Resolution) -> Outcome:
        watched: tuple[int, ...] = ()
        if self.target is not None:
            refs = ctx.referents(self, "target")
            if refs.ignored:
                return ctx.ignored(self, refs.rule)
            watched = refs.objects
        state = ctx.state
        state.delayed_replacements.append(replacements.DelayedReplacement(
            self.event, self.instead, ctx.controller, ctx.source, watched, self.subject,
            state.turn if self.this_turn else None, key=state.tick(), used_up=self.used_up))
        when = "the next time" if self.used_up else "if"
        log(state, self.action, watched, True, f"{when} something would "
            f"{replacements.VERBS[self.event]}, something else happens instead", "390.3",
            by=ctx.controller, source=ctx.source)
        return Outcome(self.action, targets=watched, affected=watched, done=True)


@dataclass(frozen=True)
class PlayToken(Instruction):
    """"Play two 1 [M] Recruit unit tokens here", "Play a Gold gear token exhausted" (179-187):
    ``count`` tokens named ``name`` of card type ``kind``. Their characteristics are those of the
    token's card when the game knows it (``GameState.token_cards``), with what the text specifies
    (``might``, ``keywords``, 187) on top; a unit token the text fully describes needs no card, a gear
    token does (its abilities are on its card). ``ready``/``exhausted`` say how it enters; ``to`` is
    "base" ("in your base"), "here" (the source's location, base included), "there" (the location its trigger condition
    named, 359.3.f.3) or "choose" (no location
    stated: each unit token goes where its controller chooses among their base and the battlefields
    they control, 355.2.a); ``tags`` are the tags the text gives it ("tokens from Bilgewater": the
    Bilgewater tag, 187.10), which a token without a known card has in place of its name."""

    name: str
    might: int | None = None
    count: Number = 1
    ready: bool = False
    keywords: tuple[Keyword, ...] = ()
    to: str = "base"
    kind: str = "Unit"
    exhausted: bool = False
    tags: tuple[str, ...] = ()
    player: PlayerRef = You()  # "choose an opponent. They play a 1 [M] Bird unit token": theirs
    action = "play_token"

    def token(self, known: dict[str, CardDef]) -> CardDef | None:
        """The token's characteristics (187), or None when its card is needed and unknown."""
        card = known.get(self.name)
        if card is None and (self.kind != "Unit" or self.might is None):
            return None
        if card is None:
            card = CardDef(id=f"TOKEN-{self.name}", name=self.name, type=self.kind, supertype="Token",
                           tags=self.tags or (self.name,))
        extra = tuple(k for k in self.keywords if k not in card.abilities)
        tags = card.tags + tuple(tag for tag in self.tags if tag not in card.tags)
        return replace(card, might=card.might if self.might is None else self.might,
                       abilities=card.abilities + extra, tags=tags)

    def execute(self, ctx: Resolution) -> Outcome:
        count = _number(ctx, self, self.count)
        if count is None:
            return Outcome.ignore(self.action)
        card = self.token(ctx.state.token_cards)
        if card is None:
            raise IllegalAction(f"the {self.name} token's card is not loaded; it defines the token (187)")
        place = self._place(ctx)
        if place is False:
            return ctx.ignored(self, "359.3.f.2")
        return for_each_player(ctx, self, self.player, lambda pid: self._play_for(ctx, pid, card, place, count))

    def _play_for(self, ctx: Resolution, pid: int, card: CardDef, place: int | None | bool, count: int) -> Outcome:
        """``count`` tokens played by player ``pid``, who controls them (184.2)."""
        outcome = Outcome(self.action, players=(pid,))
        for n in range(count):
            battlefield = self._choose_location(ctx, pid, card, n, count) if place is True else place
            made = zone_actions.create_token(ctx.state, pid, card, ready=self.ready,
                                             battlefield=battlefield, source=ctx.source)
            for oid in made.affected:
                # "Your tokens enter ready" and the like apply as it enters, like any permanent (369.3)
                play_effects.apply_enters(ctx.state, ctx.state.objects[oid], ctx.chooser)
                ctx.state.objects[oid].exhausted = ctx.state.objects[oid].exhausted or self.exhausted
            outcome = outcome.merge(made)
        return outcome

    def _place(self, ctx: Resolution) -> int | None | bool:
        """Where every token goes: None for base, a battlefield index, True when each unit token's
        location is chosen as it is played (355.2.a), False when "here" or "there" is nowhere
        (359.3.f.2-3)."""
        hidden = getattr(ctx, "hidden_at", None)
        if hidden is not None and self.to != "base":
            # A hidden card's play effect plays its units at that battlefield (811.1.d.3,
            # riftbound-origins-faq-023).
            return hidden
        if self.to == "here":
            # "Here" is the source's location, its base as much as a battlefield (146.1, 359.3.f.1;
            # 462.2.b reads "here" as the base a unit was played to).
            src = ctx.source_object()
            where = src.location() if src is not None and src.on_board else None
            if where is None:
                return False
            return None if where[0] == "base" else where[1]
        if self.to == "there":
            # The location the trigger condition named, noted as it was met (359.3.f.3: Lillia, Fae
            # Fawn plays her Sprite where she moved from, wherever she is now).
            there = getattr(ctx, "event_location", None)
            if there is None:
                return False
            return None if there[0] == "base" else there[1]
        if self.to == "base" or self.kind != "Unit":
            return None  # "in your base"; a gear is played to its controller's base (149.2)
        return True

    def _choose_location(self, ctx: Resolution, pid: int, card: CardDef, n: int, count: int) -> int | None:
        """A unit token with no location stated is played like a unit: to its controller's base or a
        battlefield they control (355.2.a, 184.2), chosen by them for each token ("You may play them
        to different locations", SFD-168); only base asks nothing."""
        options = (location_code(("base", None)),) + tuple(
            location_code(("battlefield", b.index)) for b in ctx.state.battlefields
            if b.controller == pid)
        if len(options) == 1:
            return None
        which = f" ({n + 1} of {count})" if count > 1 else ""
        (code,) = ctx.pick(options, 1, 1, f"play the {card.name} token{which} to which location", player=pid)
        return None if code == -1 else -code - 2


# -- passives made true for the rest of the turn ----------------------------------------------
#: The passives an instruction can make true for a while.
Passive = Union[EntersAbility, PlayersCannot, Discount, StaticAbility]


@dataclass(frozen=True)
class LastingPassive:
    """One passive in force until the end of ``turn`` (game state, kept in ``state.lasting``):
    ``controller`` is its "you"; ``players``, when given, are the players it is about ("Its
    controller can't …"); ``name`` is the card that made it (for the log)."""

    ability: Passive
    controller: int
    players: tuple[int, ...] | None
    turn: int
    name: str
    objects: tuple[int, ...] | None = None  # a layer effect's objects, bound as it was made true
    timestamp: int = 0
    once: bool = False  # "the next spell you play this turn": used up by the first card it applies to
    until_used: bool = False  # "your next card costs [2] less": not only this turn, until a card uses it


@dataclass(frozen=True)
class MakeTrue(Instruction):
    """Make ``ability`` true until the end of the turn (317.2.c); with ``player`` ("Its controller
    can't play spells this turn") it is about the players that reference names, read as it executes;
    with ``once`` a discount or a way of entering is used up by the next card it applies to ("the next
    spell you play this turn costs [5] less", ``discounts.use_up``; "The next unit you play this turn
    enters ready", ``play_effects.apply_enters``)."""

    ability: Passive
    player: PlayerRef | None = None
    once: bool = False  # "the next spell you play this turn costs [5] less": one card only
    until_used: bool = False  # with ``once``, "your next card costs [2][A][A] less": past this turn too
    action = "make_true"

    def execute(self, ctx: Resolution) -> Outcome:
        players = None
        if self.player is not None:
            found = ctx.players(self.player)
            if found is None:
                return ctx.ignored(self, "359.3.e.14.a")
            players = tuple(found)
        objects = None
        if isinstance(self.ability, StaticAbility) and not isinstance(self.ability.effect.target, All):
            found = self.ability.effect.target.resolve(ctx)  # "It can't be chosen …": what "it" names now
            if found.ignored:
                return ctx.ignored(self, "359.3.e.14.a")
            objects = tuple(found.objects)
        source = ctx.source_object()
        name = source.name if source is not None else "an effect"
        ctx.state.lasting.append(LastingPassive(self.ability, ctx.controller, players, ctx.state.turn, name,
                                                objects, ctx.state.tick(), self.once, self.once and self.until_used))
        until = "until a card uses it" if self.once and self.until_used else "until the end of the turn"
        log(ctx.state, self.action, (), True, f"{name}'s effect lasts {until}", "317.2.c",
            by=ctx.controller, source=ctx.source)
        return Outcome(self.action, players=players or (), done=True)


def lasting(state: GameState, kind: type) -> list[LastingPassive]:
    """The passives of ``kind`` made true for this turn."""
    return [entry for entry in getattr(state, "lasting", ()) if isinstance(entry.ability, kind)]
