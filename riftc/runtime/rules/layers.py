"""Runtime layers: current characteristics (Might, keywords, abilities, tags) of objects (473-480).

Characteristics are recomputed from printed values every time (nothing is patched in place), so
removing an effect simply means it is not applied any more: a buffed, defending Fiora, Victorious
at 6 Might goes straight to 4 when the buff goes, not to 5 (476.3).

Algorithm (476, 477): start from printed traits (or copied ones, 477.1.b); then run the layer
sequence 1 trait-altering (copy, set Might, tags) -> 2 ability-altering (keywords, abilities,
permissions) -> 3 arithmetic (Might: increases, then decreases, 477.3.e). Each (effect, object)
pair is applied at most once (476.1); conditions and targets are evaluated against the values
computed so far; the sequence repeats until a pass applies nothing new (476.2). Effects in a
layer apply in timestamp order (480), a dependent effect right after the one it depends on (478-479,
dependency.py). The effects themselves are in static_effects.py; besides those of static abilities,
the layers apply buffs, instruction modifiers, attached cards' Might bonuses, keywords that change
Might, and the layer effects of passives an instruction made true this turn (``lasting_layered``).
"""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING, Any, Callable, Iterator

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.abilities import Ability, Keyword, StaticAbility, keyword_names
from ..model.objects import CLOCK, GameObject, Zone
from ..model.targets import ObjectRef
from .dependency import dependency_order
from .static_effects import ABILITIES, ARITHMETIC, TRAITS, BuffBonus, StaticEffect

if TYPE_CHECKING:  # pragma: no cover
    from ..model.events import Outcome
    from ..model.state import GameState

MAX_PASSES = 32


@dataclass
class Characteristics:
    """The current values of one object's characteristics (mutable while being computed)."""

    might: int | None
    tags: tuple[str, ...]
    abilities: list[Ability]
    permissions: set[str] = field(default_factory=set)
    restrictions: set[tuple[str, str | None]] = field(default_factory=set)  # (action, "enemy"/None)
    #: Where each entry of ``abilities`` comes from, in the same order: ("printed", i), ("copy",
    #: stamp, i), ("attached", gear, stamp, i), ("grant", i) or ("static", source, index, i). Together
    #: with the object's id this names one instance of an ability (vendetta-faq-010), which is what
    #: "once per turn" limits count (limits.py).
    origins: list[tuple[object, ...]] = field(default_factory=list)

    def copy(self) -> Characteristics:
        """A copy to change without changing these (dependency.py tries effects on copies)."""
        return Characteristics(self.might, self.tags, list(self.abilities), set(self.permissions),
                               set(self.restrictions), list(self.origins))

    def keyword_value(self, name: str) -> int | None:
        """Summed value of keyword ``name`` (valueless instances count 1, 807.2), None if absent."""
        found = [k for k in self.abilities if isinstance(k, Keyword) and k.name == name]
        if not found:
            return 1 if name in keyword_names(self.abilities) else None  # implied, valueless (819.1.b)
        return sum(1 if k.value is None else k.value for k in found)


#: Keywords whose presence others may check on an attached card although its rules text is
#: inactive: whether a gear has [Equip] (818.5.a). They still can't be used while inactive.
REFERENCED_WHILE_INACTIVE = ("Equip",)


# -- the view --------------------------------------------------------------------------------
class View:
    """A BoardView over computed characteristics (final ones, or in-progress during computation)."""

    def __init__(self, state: GameState, chars: dict[int, Characteristics],
                 reached: dict[int, object] | None = None) -> None:
        self.state = state
        self.chars = chars
        #: Objects outside the board that a static ability reaches ("Each Equipment in your hand has
        #: [Quick-Draw]"), with the zone they were in when computed: their ``chars`` hold only there.
        self.reached: dict[int, object] = {} if reached is None else reached
        self._mights: tuple[int, dict[int, int]] = (-1, {})
        self._having: tuple[int, dict[type, list[Any]]] = (-1, {})

    def unit_mights(self) -> dict[int, int]:
        """The Might of every unit on the board, by id (710); kept until the change clock moves, so
        the Might before and after an instruction that changed nothing is read once. Not to be changed."""
        clock, found = self._mights
        if clock != CLOCK[0]:
            found = {o.oid: self.might(o) for o in self.state.board_objects() if (o.card.type or "").lower() == "unit"}
            self._mights = (CLOCK[0], found)
        return found

    def having(self, kind: type) -> list[tuple[GameObject, int, Any, tuple[object, ...]]]:
        """Every current ability of a board object that is a ``kind``, as (object, its position among the
        object's abilities, the ability, its instance key as ``instances`` gives it), in board order;
        kept until the change clock moves (an action asks for replacements, Bonus Damage … in turn)."""
        clock, found = self._having
        if clock != CLOCK[0]:
            found = {}
            self._having = (CLOCK[0], found)
        entries = found.get(kind)
        if entries is None:
            entries = found[kind] = []
            for obj in self.state.board_objects():
                chars = self.of(obj)
                for i, ability in enumerate(chars.abilities):
                    if isinstance(ability, kind):
                        entries.append((obj, i, ability, (obj.oid, *chars.origins[i])))
        return entries

    def copy(self) -> View:
        """A View over copies of these characteristics (dependency.py applies effects to it)."""
        return View(self.state, {oid: chars.copy() for oid, chars in self.chars.items()}, dict(self.reached))

    def of(self, obj: GameObject) -> Characteristics:
        """Characteristics of ``obj``: computed on the board, printed elsewhere (711) unless a static
        ability reaches it there (a keyword given to the cards in a hand, 813.4)."""
        found = self.chars.get(obj.oid)
        if found is None:
            return printed(obj)
        zone = self.reached.get(obj.oid)
        return found if (obj.on_board if zone is None else obj.zone is zone) else printed(obj)

    def reach(self, obj: GameObject) -> bool:
        """Let a static ability change ``obj``, an object outside the board its ability names (a card
        in a hand): its characteristics are computed from then on, from its printed ones. False for an
        object it can't change (on the board but not computed: not part of this computation)."""
        if obj.oid in self.chars:
            return True
        if obj.on_board:
            return False
        self.chars[obj.oid] = printed(obj, self.state)
        self.reached[obj.oid] = obj.zone
        return True

    def might(self, obj: GameObject) -> int:
        return self.of(obj).might or 0

    def keyword_value(self, obj: GameObject, name: str) -> int | None:
        value = self.of(obj).keyword_value(name)
        if value is None and name in REFERENCED_WHILE_INACTIVE and obj.attached_to is not None:
            card = obj.copy_of or obj.card  # the attached card's own text, inactive (135.4)
            value = Characteristics(card.might, card.tags, list(card.abilities)).keyword_value(name)
        return value

    def tags(self, obj: GameObject) -> tuple[str, ...]:
        return self.of(obj).tags

    def abilities(self, obj: GameObject) -> list[Ability]:
        """Current abilities including keywords, printed and granted."""
        return self.of(obj).abilities

    def instances(self, obj: GameObject) -> list[tuple[Ability, tuple[object, ...]]]:
        """Each current ability with the key of its instance: the object's id plus where the
        ability comes from (``Characteristics.origins``). Two copies of one card, or the same
        copied text before and after the copy is made again, are different instances
        (vendetta-faq-010)."""
        chars = self.of(obj)
        return [(a, (obj.oid, *o)) for a, o in zip(chars.abilities, chars.origins)]

    def has_permission(self, obj: GameObject, permission: str) -> bool:
        """Whether an ability grants ``obj`` a rules permission (426.1.b.2)."""
        return permission in self.of(obj).permissions

    def forbids(self, obj: GameObject, action: str, by: int | None, source: int | None = None) -> bool:
        """Whether a "can't" effect forbids ``action`` on ``obj`` when player ``by`` does it, with a
        spell or ability ``source`` (None: a rule does it) (054.1)."""
        found = self.of(obj).restrictions
        enemy = by is not None and by != obj.controller
        return (action, None) in found or (enemy and (action, "enemy") in found) \
            or (source is not None and (action, "effects") in found) \
            or (enemy and source is not None and (action, "enemy effects") in found)


class StaticScope:
    """The Scope a static ability's condition and targets are evaluated in."""

    def __init__(self, view: View, source: GameObject) -> None:
        self.state, self.view = view.state, view
        self.source, self.controller = source.oid, source.controller
        self._source = source

    def source_object(self) -> GameObject | None:
        return self._source

    def outcome(self, link: int) -> Outcome | None:
        return None

    def chosen(self, ref: ObjectRef) -> tuple[int, ...]:
        raise TypeError("a static ability cannot choose targets (355.10)")

    def pick(self, options: tuple[int, ...], minimum: int, maximum: int, prompt: str,
             player: int | None = None) -> tuple[int, ...]:
        raise TypeError("a static ability cannot ask for choices")


def printed(obj: GameObject, state: GameState | None = None) -> Characteristics:
    """Printed (or copied, 477.1.b.1.b) characteristics plus keywords granted by instructions, and the
    Reaction of a facedown card (811.6).
    An attached card's printed rules text is inactive (135.4) but what was granted to it stays
    (135.4.b); the effect text of the cards attached to ``obj`` is appended to it (136.2.c)."""
    card = obj.copy_of or obj.card
    granted = [Keyword(g.name, g.value) for g in obj.grants]
    own = [] if obj.attached_to is not None and obj.on_board else list(card.abilities)
    origin = ("copy", obj.copy_stamp) if obj.copy_of is not None else ("printed",)
    origins = [(*origin, i) for i in range(len(own))]
    appended: list[Ability] = []
    for gear in obj.attachments:
        found = state.get(gear) if state is not None else None
        if found is not None:
            appended += found.card.effect_abilities
            origins += [("attached", gear, found.attached_at, i) for i in range(len(found.card.effect_abilities))]
    origins += [("grant", i) for i in range(len(granted))]
    if obj.zone is Zone.FACEDOWN:  # a hidden card has Reaction while facedown, a property of its own (811.6, 811.6.a)
        granted.append(Keyword("Reaction"))
        origins.append(("facedown",))
    return Characteristics(might=card.might, tags=card.tags, abilities=[*own, *appended, *granted],
                           origins=origins)


# -- computation -----------------------------------------------------------------------------
@dataclass(frozen=True)
class _Layered:
    """One applicable effect found during a pass: a key for "applied once", its layer, its timestamp,
    the object it changes, and ``run``, which applies it to that object in a View, computing any
    number it has from that View at that moment (so its dependencies are seen, 478.1.c)."""

    key: tuple[object, ...]
    layer: int
    timestamp: int
    target: int
    run: Callable[[View], None]
    varies: bool = False  # what it does can depend on effects applied before it (dependency.py)
    decrease: bool = False  # a floored Might decrease: applied after the increases (477.3.e.2.a)


def compute(state: GameState) -> View:
    """Characteristics of every object on the board, by repeated layer passes (476).

    The result is kept on the state with the change clock's value (``objects.CLOCK``: any change to a game object
    or the object table advances it) and the state's positions the layers read (turn, turn player, continuous
    effects, passives made this turn, log and chain lengths): while none moved, it is returned as it is (the
    rules read the layers several times per action; only the first read after a change computes).

    A changed board is recomputed incrementally while no object on it has a static ability and no passive made
    this turn has a layer effect: every effect the layers apply (buffs, modifiers, Shield, Assault, 476.1) then
    reads and changes its own object only, so an object not changed since the last View keeps its characteristics
    (and a unit its Might) and only the changed ones are computed again; the log and the chain are not read.
    ``tests/test_layers_incremental.py`` checks that this always equals a full computation.
    """
    cached: _Kept | None = state.view_cache
    clock = CLOCK[0]
    rules = (state.turn, state.current, state.extra_version, len(state.lasting))
    lengths = (len(state.log), len(state.chain))
    if cached is not None and cached.rules == rules:
        if cached.clock == clock and (cached.independent or cached.lengths == lengths):
            return cached.view
    board = state.board_objects()
    independent = _independent(state, board)
    if independent and cached is not None and cached.independent and cached.rules == rules:
        view = _recompute_changed(state, board, cached.clock, cached.view)
        carried = _carried_mights(view, board, cached.clock, cached.view)
    else:
        view, carried = _compute(state), None
    # What the View kept of itself while it was being computed (a static ability's condition may count
    # Might) was read from characteristics still changing: dropped, made again on the next read.
    view._mights, view._having = (-1, {}) if carried is None else (clock, carried), (-1, {})
    state.view_cache = _Kept(clock, rules, lengths, independent, view)
    return view


class _Kept:
    """The View ``compute`` last made for a state, with what it was made from."""

    __slots__ = ("clock", "rules", "lengths", "independent", "view")

    def __init__(self, clock: int, rules: tuple[int, ...], lengths: tuple[int, int], independent: bool,
                 view: View) -> None:
        self.clock, self.rules, self.lengths, self.independent, self.view = clock, rules, lengths, independent, view


# Whether a card's printed abilities (or, for a gear, the abilities it gives what it is attached to)
# include a static ability, by the card's id (the card kept alive with its answer, so the id stays its own).
_STATIC_CARDS: dict[int, tuple[object, bool]] = {}


def _has_static(card: object) -> bool:
    known = _STATIC_CARDS.get(id(card))
    if known is not None and known[0] is card:
        return known[1]
    answer = any(isinstance(a, StaticAbility) for a in (*card.abilities, *card.effect_abilities))  # type: ignore[attr-defined]
    _STATIC_CARDS[id(card)] = (card, answer)
    return answer


def _independent(state: GameState, board: list[GameObject]) -> bool:
    """True when no effect the layers apply can reach beyond its own object: no object on the board
    has a static ability or an attached card, and no passive made true this turn is a layer effect."""
    if state.lasting and any(isinstance(entry.ability, StaticAbility) for entry in state.lasting):
        return False
    known = _STATIC_CARDS
    for obj in board:
        if obj.attachments:
            return False
        card = obj.copy_of or obj.card
        found = known.get(id(card))
        if found[1] if found is not None and found[0] is card else _has_static(card):
            return False
    return True


def _recompute_changed(state: GameState, board: list[GameObject], since: int, previous: View) -> View:
    """The View of an independent board, reusing the characteristics of every object not changed
    since the change clock read ``since``, when ``previous`` (also of an independent board) was computed."""
    kept = previous.chars
    changed = [obj for obj in board if obj.changed > since or obj.oid not in kept]
    if not changed:
        return View(state, {obj.oid: kept[obj.oid] for obj in board})
    fresh = _compute(state, changed).chars
    return View(state, {obj.oid: fresh.get(obj.oid) or kept[obj.oid] for obj in board})


def _carried_mights(view: View, board: list[GameObject], since: int, previous: View) -> dict[int, int] | None:
    """The units' Might in ``view`` (an independent board's, made from ``previous``): an object unchanged since
    ``since`` keeps what ``previous`` read for it, the others are read again; None unless it read them then."""
    if previous._mights[0] != since:
        return None
    before, kept = previous._mights[1], previous.chars  # unchanged: not a unit then, not one now
    return {obj.oid: before[obj.oid] if obj.changed <= since and obj.oid in kept else view.might(obj)
            for obj in board if (obj.oid in before if obj.changed <= since and obj.oid in kept
                                 else (obj.card.type or "").lower() == "unit")}


def _compute(state: GameState, objects: list[GameObject] | None = None) -> View:
    """Full computation over the board (``objects``, the board's objects, when given; or a part of an
    independent board, whose effects touch their own object only)."""
    objects = state.board_objects() if objects is None else objects
    chars = {o.oid: printed(o, state) for o in objects}
    view = View(state, chars)
    applied: set[tuple[object, ...]] = set()
    # Without static abilities nothing can switch another effect on (buffs, modifiers, attachments
    # and keyword bonuses don't depend on computed values other than printed keywords), so one pass
    # settles it; the confirming second pass would find nothing new.
    settles_at_once = not any(isinstance(a, StaticAbility) for c in chars.values() for a in c.abilities)
    # Effects whose numbers come from the board (``varies``) depend on the others (479): they wait until
    # every other effect has been applied, in all layers and passes, so they count the final values.
    hold = True
    # What applies is found again only after something was applied: until then the characteristics,
    # and so every condition and target, are as they were when it was last found.
    effects: list[_Layered] | None = None
    fixed: dict[int, list[_Layered]] = {}  # each object's buffs, modifiers and attachments' bonuses: found once
    for _ in range(MAX_PASSES):
        changed = False
        for layer in (TRAITS, ABILITIES, ARITHMETIC):
            if effects is None:
                effects = list(_effects(view, objects, fixed))
            if _run_layer(view, layer, applied, effects, hold):
                changed, effects = True, None
        if not changed:
            if not hold:
                return view
            hold = False
            continue
        if settles_at_once:
            return view
    raise RuntimeError("layer evaluation did not settle (effects keep enabling each other)")


def _run_layer(view: View, layer: int, applied: set[tuple[object, ...]], effects: list[_Layered],
               hold: bool = False) -> bool:
    """Apply every not-yet-applied effect of ``layer`` among ``effects`` (what currently applies, from
    ``_effects``; not those that vary while ``hold``); True if anything was applied."""
    # Timestamp order within a layer (480.3) unless one depends on another (479); floored passive
    # decreases after increases (477.3.e: only they can tell, sums don't depend on order).
    found = sorted((e for e in effects if e.layer == layer and e.key not in applied
                    and not (hold and e.varies)), key=lambda e: (e.decrease, e.timestamp))
    for eff in dependency_order(view, found):  # 478-479: a dependent effect after the one it depends on
        applied.add(eff.key)
        chars = view.chars[eff.target]
        eff.run(view)
        # Abilities granted by this effect are instances of their own (its source, which ability).
        added = len(chars.abilities) - len(chars.origins)
        chars.origins += [("static", *eff.key[2:4], i) for i in range(added)]
    return bool(found)


def _effects(view: View, objects: list[GameObject] | None = None,
             fixed: dict[int, list[_Layered]] | None = None) -> Iterator[_Layered]:
    """Every effect that currently applies to some object, keyed (target, source, which). ``fixed``
    keeps, per object, the effects that read no computed value (buffs, modifiers, the bonuses of
    attached cards: what the object and the cards attached to it say), found once per computation."""
    for obj in view.state.board_objects() if objects is None else objects:
        own = fixed.get(obj.oid) if fixed is not None else None
        if own is None:
            own = [*_counter_effects(obj), *_attachment_effects(view, obj)]
            if fixed is not None:
                fixed[obj.oid] = own
        yield from own
        yield from _keyword_effects(view, obj)
        for i, ability in enumerate(list(view.chars[obj.oid].abilities)):
            if isinstance(ability, StaticAbility):
                yield from _static_effects(view, obj, i, ability)
    for key, layer, stamp, oid, run in lasting_layered(view):  # "It can't be chosen … this turn"
        yield _Layered(key, layer, stamp, oid, run)


def _counter_effects(obj: GameObject) -> Iterator[_Layered]:
    """Buffs (+1 each, 703) and instruction modifiers ("+2 [M] this turn") on the object."""
    if obj.buffs:
        yield _Layered((obj.oid, "buffs"), ARITHMETIC, obj.timestamp, obj.oid, _add_might(obj.oid, obj.buffs))
    for i, mod in enumerate(obj.modifiers):
        yield _Layered((obj.oid, "modifier", i), ARITHMETIC, mod.timestamp, obj.oid, _add_might(obj.oid, mod.amount))


def _attachment_effects(view: View, obj: GameObject) -> Iterator[_Layered]:
    """Might bonuses of the cards attached to ``obj`` (137.3, 434.1.d); none for a card without
    Might (137.3.b, handled by _add_might)."""
    for gear in obj.attachments:
        card = view.state.get(gear)
        if card is not None and card.card.might_bonus:
            yield _Layered((obj.oid, "attached", gear), ARITHMETIC, card.timestamp, obj.oid,
                           _add_might(obj.oid, card.card.might_bonus))


def _keyword_effects(view: View, obj: GameObject) -> Iterator[_Layered]:
    """Keywords that change Might: Shield X while defending (814.1.c), Assault X while attacking (807.1.c)."""
    if not (obj.defending or obj.attacking):
        return
    chars = view.chars[obj.oid]
    for name, active in (("Shield", obj.defending), ("Assault", obj.attacking)):
        value = chars.keyword_value(name) if active else None
        if value:
            yield _Layered((obj.oid, "keyword", name), ARITHMETIC, obj.timestamp, obj.oid, _add_might(obj.oid, value))


def _static_effects(view: View, src: GameObject, index: int,
                    ability: StaticAbility) -> Iterator[_Layered]:
    scope = StaticScope(view, src)
    if ability.condition is not None and not ability.condition.holds(scope):
        return
    effect = ability.effect
    for oid in effect.target.resolve(scope).objects:
        if view.reach(view.state.objects[oid]):
            yield _Layered((oid, "static", src.oid, index, ability), effect.layer, src.timestamp, oid,
                           _bound(effect, src, oid), effect.varies, effect.floored_decrease)


def _bound(effect: StaticEffect, src: GameObject, oid: int) -> Callable[[View], None]:
    """Apply ``effect`` of ``src`` to ``oid``, its numbers computed from the View it is applied in
    (a static ability's numbers are never snapshotted, 477.3.b)."""
    def run(view: View) -> None:
        effect.bind(StaticScope(view, src)).apply(view.chars[oid])
    return run


def _add_might(oid: int, amount: int) -> Callable[[View], None]:
    def run(view: View) -> None:
        chars = view.chars[oid]
        if chars.might is not None:
            chars.might += amount
    return run


# -- passives made true this turn (effects/lasting.py) ------------------------------------------
@dataclass
class _Scope:
    """The scope of a passive made true for the turn: its controller is "you"; it has no source."""

    state: GameState
    view: View
    controller: int
    source: int | None = None

    def source_object(self) -> None:
        return None


def lasting_layered(view: View) -> Iterator[tuple[tuple[object, ...], int, int, int, Callable[[View], None]]]:
    """The layer effects of the passives made true this turn: (key, layer, timestamp, object, run),
    for ``compute`` (480.3: in timestamp order with the others). A bound one applies to the
    objects "it" named; one about every object of a kind to those there are now."""
    for i, entry in enumerate(view.state.lasting):
        if not isinstance(entry.ability, StaticAbility):
            continue
        effect = entry.ability.effect
        targets = entry.objects if entry.objects is not None else \
            effect.target.resolve(_Scope(view.state, view, entry.controller)).objects  # type: ignore[arg-type]
        for oid in targets:
            if oid in view.chars:
                each = effect.for_object(view.state.objects[oid]) if isinstance(effect, BuffBonus) else effect
                yield (oid, "lasting", i), effect.layer, entry.timestamp, oid, _apply_to(each, oid)


def _apply_to(effect: StaticEffect, oid: int) -> Callable[[View], None]:
    """Apply a fixed ``effect`` (no numbers to compute) to ``oid``."""
    def run(view: View) -> None:
        effect.apply(view.chars[oid])
    return run
