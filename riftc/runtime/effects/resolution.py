"""Runtime effects: ``Effect`` (instructions in order), link numbering, and the Resolution context.

Links. Every instruction of an ability's effect has a *pre-order index*: the effect's instructions
are numbered 0, 1, 2 ... in reading order, and an instruction that contains nested effects (the
"then" of ``IfPerformed``) is followed by its nested instructions before its next sibling. A
back-reference names the index of an *earlier* instruction (``It(link=0)``,
``IfPerformed(link=0, ...)``); ``check_links`` verifies that. The Resolution stores each executed
instruction's Outcome under its index, so later instructions read what actually happened (359.3.e.14)
without any shared mutable "last target" state. Instructions of a branch that did not run have no
Outcome; references to them are ignored. ``repeated`` and ``joined`` make one effect of copies of an
effect or of several effects, moving each part's links past the instructions before it.

The rules run instructions too (a replacement's "instead"): importing this module installs
``Resolution`` as their ``hooks.new_resolution`` (rules/hooks.py).
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import fields, is_dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar, Iterator

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.choices import Choose, Joined, part_key, placed_by, target_prompt
from ..model.choosers import (ChoiceRequest, Chooser, ConfirmRequest, FirstLegalChooser, IllegalChoice,
                              as_ids, check_choice, mode_code)
from ..model.events import Outcome, log
from ..model.groups import place_code, place_codes
from ..model.places import at_places
from ..model.objects import GameObject, Zone
from ..model.targets import ObjectRef, PlayerRef, Referents
from ..rules import hidden, hooks, rule_changes
from ..rules.actions import note_might_changes, unit_mights
from ..rules.layers import View, compute

if TYPE_CHECKING:  # pragma: no cover
    from ..model.state import GameState


class Instruction:
    """Base class of instructions (135.2.b). Subclasses are frozen dataclasses with ``execute``."""

    action: ClassVar[str] = "instruction"

    def execute(self, ctx: Resolution) -> Outcome:
        """Carry out the instruction and report what happened."""
        raise NotImplementedError

    def nested(self) -> tuple[Effect, ...]:
        """Effects nested inside this instruction, in reading order (for link numbering)."""
        return ()

    def choose_on_play(self, ctx: Resolution, index: int) -> None:
        """Choices other than targets made as the spell or ability is put on the chain, after its
        targets (355.4: the destination of each move); stored in ``ctx.choices``. None by default."""


@dataclass(frozen=True)
class Effect:
    """The instructions of an ability or spell, executed in order (158.1)."""

    instructions: tuple[Instruction, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.instructions, tuple):
            raise TypeError("Effect.instructions must be a tuple (registry data is immutable)")

    def walk(self, base: int = 0) -> Iterator[tuple[int, Instruction]]:
        """(pre-order index, instruction) for every instruction, nested ones included."""
        index = base
        for instr in self.instructions:
            yield index, instr
            index += 1
            for inner in instr.nested():
                yield from inner.walk(index)
                index += inner.size()

    def size(self) -> int:
        """Number of instructions including nested ones."""
        return sum(1 for _ in self.walk())


def choice_slots(instr: Instruction) -> Iterator[tuple[str, Choose]]:
    """The fields of ``instr`` holding a Choose (targets are direct fields of an instruction); each
    part of a Joined reference is a slot of its own, ``"target.0"``, ``"target.1"`` … (355.7)."""
    for f in fields(instr):  # type: ignore[arg-type]
        value = getattr(instr, f.name)
        if isinstance(value, Choose):
            yield f.name, value
        elif isinstance(value, Joined):
            for k, part in enumerate(value.parts):
                yield part_key(f.name, k), part


def check_links(effect: Effect) -> None:
    """Raise ValueError unless every ``link`` refers to an earlier instruction of ``effect``."""
    for index, instr in effect.walk():
        for link in _links(instr):
            if not 0 <= link < index:
                raise ValueError(f"instruction {index} ({type(instr).__name__}) links to {link}, "
                                 "which is not an earlier instruction")


def _links(node: Any) -> Iterator[int]:
    """``link`` values inside one instruction's fields, not descending into nested Effects."""
    link = getattr(node, "link", None)
    if isinstance(link, int):
        yield link
    if hasattr(node, "__dataclass_fields__") and not isinstance(node, Effect):
        for f in fields(node):
            yield from _links_in(getattr(node, f.name))


def _links_in(value: Any) -> Iterator[int]:
    if isinstance(value, tuple):
        for item in value:
            yield from _links_in(item)
    elif hasattr(value, "__dataclass_fields__") and not isinstance(value, Effect):
        yield from _links(value)


#: Fields that hold the reading-order number of an earlier instruction (a link) or several.
LINK_FIELDS = ("link",)
LINK_TUPLE_FIELDS = ("excluding",)


def repeated(effect: Effect, times: int) -> Effect:
    """``effect`` followed by ``times`` more copies of its instructions, each copy's links shifted so
    they refer to instructions of the same copy (820.1.d.1)."""
    size = effect.size()
    instructions = list(effect.instructions)
    for copy in range(1, times + 1):
        instructions += [_shift(i, copy * size) for i in effect.instructions]
    return Effect(tuple(instructions))


def joined(effects: tuple[Effect, ...]) -> Effect:
    """The effects one after another as one effect, each one's links moved past the instructions of
    those before it (a spell's lines of instructions are one set, executed in order, 135.2.b.1)."""
    instructions: list[Any] = []
    offset = 0
    for effect in effects:
        instructions += [_shift(i, offset) for i in effect.instructions]
        offset += effect.size()
    return Effect(tuple(instructions))


def _shift(value: Any, offset: int) -> Any:
    """A copy of registry data with every link moved by ``offset``."""
    if isinstance(value, Effect):
        return Effect(tuple(_shift(i, offset) for i in value.instructions))
    if isinstance(value, tuple):
        return tuple(_shift(v, offset) for v in value)
    if not is_dataclass(value) or isinstance(value, type):
        return value
    changes = {}
    own = value.nested() if hasattr(value, "nested") else ()
    for f in fields(value):
        item = getattr(value, f.name)
        if isinstance(item, Effect) and hasattr(value, "nested") and not any(item is e for e in own):
            continue  # an ability of its own (a delayed trigger's effect) is numbered from 0
        if f.name in LINK_FIELDS and isinstance(item, int):
            changes[f.name] = item + offset
        elif f.name in LINK_TUPLE_FIELDS and isinstance(item, tuple):
            changes[f.name] = tuple(i + offset for i in item)
        elif is_dataclass(item) or isinstance(item, tuple):
            changes[f.name] = _shift(item, offset)
    return replace(value, **changes) if changes else value


class Resolution:
    """Everything one resolving ability knows: who controls it, its source, its chosen targets
    (keyed by (instruction index, field name)), the Outcomes so far, and the chooser to ask."""

    def __init__(self, state: GameState, *, source: int | None, controller: int, chooser: Chooser,
                 choices: dict[tuple[int, str], tuple[int, ...]] | None = None,
                 event_objects: tuple[int, ...] = (), event_amount: int = 0) -> None:
        self.state, self.source, self.controller = state, source, controller
        self.chooser: Chooser = chooser or FirstLegalChooser()
        self.event_objects = event_objects  # what the triggering or replaced event acted on (EventObjects)
        self.event_amount = event_amount  # the replaced event's amount, modifications included (375)
        self.event_player: int | None = None  # the player whose replaced action this is (ScoringPlayer)
        self.hidden_at: int | None = None  # played from Hidden at this battlefield: choices there (811.1.d.2)
        # The location the trigger condition named, noted as it was met ("there", 359.3.f.3).
        self.event_location: tuple[str, int | None] | None = None
        self.prepaid: set[int] = set()  # steps settled when a trigger was put on the chain (383.3.b)
        self.paying_for: str | None = None  # what costs paid now are for ("unit ability"): reserved resources
        # Game.play's automatic rune payer in a whole game (play_costs.Payer): what the runes could pay
        # counts when an optional cost is offered (357); None: the pool alone.
        self.payer: Any = None
        self.choices = dict(choices or {})
        self.outcomes: dict[int, Outcome] = {}
        # (player, index) → the Outcome of an instruction each player did in turn (player_choices.EachPlayerDoes)
        self.player_outcomes: dict[tuple[int, int], Outcome] = {}
        self.step = -1
        self._slot: tuple[int, str] | None = None
        # A spell resolving from the chain (its card there now): if it leaves the chain while it
        # resolves ("Banish this"), it executes no further instruction (359.3.e.15).
        found = state.objects.get(source) if source is not None else None
        self._from_chain = found is not None and found.zone is Zone.CHAIN

    # -- the Scope protocol ------------------------------------------------------------------
    @property
    def view(self) -> View:
        """Current characteristics (recomputed: instructions change them as they go)."""
        return compute(self.state)

    def source_object(self) -> GameObject | None:
        return None if self.source is None else self.state.lookup(self.source)

    def outcome(self, link: int) -> Outcome | None:
        return self.outcomes.get(link)

    def chosen_places(self) -> tuple[int, ...]:
        """The locations (``place_code``) the targets of the slot being resolved were chosen at, when
        their choice notes them (a ``GroupRule(one_per_location=True)``); () otherwise."""
        return self.choices.get((self._slot[0], self._slot[1] + "@"), ()) if self._slot else ()

    def chosen(self, ref: ObjectRef) -> tuple[int, ...]:
        return self.choices.get(self._slot, ()) if self._slot else ()

    @contextmanager
    def part(self, k: int) -> Iterator[None]:
        """While a Joined reference resolves its part ``k``: that part's chosen targets are the ones
        ``chosen`` gives."""
        saved = self._slot
        if saved is not None:
            self._slot = (saved[0], part_key(saved[1], k))
        try:
            yield
        finally:
            self._slot = saved

    def pick(self, options: tuple[int, ...], minimum: int, maximum: int,
             prompt: str, player: int | None = None) -> tuple[int, ...]:
        """Ask the chooser now, on resolution (choices that are not targets, 355.10.c, 416.6); the
        controller picks, or ``player`` when an instruction has each player pick their own."""
        if not options:
            return ()
        req = ChoiceRequest(self.controller if player is None else player, self.source, prompt, options,
                            min(minimum, len(options)), min(maximum, len(options)))
        return self._check(req)

    def can_afford(self, energy: int, power: tuple[str, ...]) -> bool:
        """Whether the controller can pay ``energy`` and ``power`` for ``paying_for`` now: from the pool,
        or with the runes ``payer`` would use as well (357, 444.2.c)."""
        if self.state.player(self.controller).pool.can_pay(energy, power, self.paying_for):
            return True
        return self.payer is not None and self.payer.can_pay(energy, power, self.paying_for)

    def confirm(self, prompt: str) -> bool:
        """Ask the controller a yes/no question ("you may", 383.3.a.3)."""
        return self.chooser.confirm(ConfirmRequest(self.controller, self.source, prompt))

    # -- helpers for instructions ------------------------------------------------------------
    def referents(self, instr: Instruction, name: str) -> Referents:
        """Resolve the object reference in field ``name`` of the executing instruction."""
        ref: ObjectRef = getattr(instr, name)
        self._slot = (self.step, name)
        try:
            return ref.resolve(self)
        finally:
            self._slot = None

    def players(self, ref: PlayerRef) -> tuple[int, ...] | None:
        """Resolve a player reference; None when it is ignored (its antecedent was ignored)."""
        return ref.players(self)

    def ignored(self, instr: Instruction, rule: str | None = None) -> Outcome:
        """Log and return an ignored Outcome (not executed: mistargeted or antecedent ignored)."""
        log(self.state, instr.action, (), False,
            f"{instr.action} ignored: nothing legal left to act on", rule or "359.3.e.7",
            by=self.controller, source=self.source, reason="ignored")
        return Outcome.ignore(instr.action)

    # -- running -----------------------------------------------------------------------------
    def run(self, effect: Effect, base: int = 0) -> None:
        """Execute ``effect``'s instructions in order, numbering them from ``base``."""
        index = base
        for instr in effect.instructions:
            if self._from_chain and self.source not in self.state.objects:
                return  # the spell left the chain: it finishes resolving now (359.3.e.15)
            before = unit_mights(self.state)
            saved, self.step = self.step, index
            outcome = instr.execute(self)
            if outcome is not None:  # a reflexive trigger's recalled step that did not run has none
                self.outcomes[index] = outcome
            self.step = saved
            note_might_changes(self.state, before)  # 709, 710: events triggers can see
            index += 1 + sum(e.size() for e in instr.nested())

    def run_nested(self, instr: Instruction, which: int = 0) -> None:
        """Run ``instr.nested()[which]`` (``instr`` is executing), numbered after its earlier siblings."""
        inner = instr.nested()
        base = self.step + 1 + sum(e.size() for e in inner[:which])
        self.run(inner[which], base)

    def _check(self, req: ChoiceRequest) -> tuple[int, ...]:
        """Ask the chooser and validate the answer (names in errors come from the state)."""
        answer = as_ids(self.chooser.choose(req))
        found = ((i, self.state.lookup(i)) for i in answer)
        names = {i: o.name for i, o in found if o is not None}
        # Negative ids are locations (choosers.location_code): base -1, battlefield i -(i + 2).
        names |= {i: "base" if i == -1 else f"battlefield {-i - 1}" for i in answer if -1000 < i < 0}
        names |= {i: f"mode {-i - 999}" for i in answer if i <= -1000}  # choosers.mode_code
        names |= {i: f"amount {-i - 10000}" for i in answer if i <= -10000}  # choosers.amount_code
        return check_choice(req, answer, names)

    # -- finalization: choose targets --------------------------------------------------------
    def choose_targets(self, effect: Effect) -> bool:
        """Ask for every target of ``effect`` (355.5, 402.2). False when some Choose cannot be
        satisfied (355.8: a spell can't be played; 402.4: a trigger is removed)."""
        src = self.source_object()
        # Instructions of modes that were not chosen (355.3), and those of a reflexive trigger, whose
        # targets are chosen when it goes on the chain (388.1).
        skipped: set[int] = chosen_later(effect)
        for index, instr in effect.walk():
            if index in skipped:
                continue
            modes = getattr(instr, "modes", None)
            if isinstance(modes, tuple) and instr.action == "mode":
                found = self._choose_modes(index, instr, src)
                if found is None:  # no mode left that may be chosen (355.3; a trigger is removed, 402.4)
                    return False
                skipped |= found
            for name, ref in choice_slots(instr):
                options = self._completable(effect, index, name, self.target_options(ref, (index, name)))
                if len(options) < ref.minimum:
                    return False
                self._choose_slot(src, index, instr, name, ref, options)
            self._check_joined_groups(index, instr)
            instr.choose_on_play(self, index)
        return True

    def _choose_slot(self, src: GameObject | None, index: int, instr: Instruction, name: str, ref: Choose,
                     options: tuple[int, ...]) -> None:
        """Ask for the targets of one slot among ``options`` and store them (355.7)."""
        group = ref.group
        # "damage split among any number of enemy units": no more targets than damage (355.14.c)
        limit = getattr(instr, "target_limit", None)
        most = min(ref.count, len(options), ref.count if limit is None else limit(self, index))
        req = ChoiceRequest(self.controller, self.source, target_prompt(src, instr.action, ref), options,
                            min(ref.minimum, most), most,
                            fits=None if group is None else (lambda ids, group=group: group.holds(ids, self.view)))
        picked = self._check(req)
        if group is not None and not group.holds(picked, self.view):
            raise IllegalChoice(f"{req.prompt!r}: the chosen objects must be {group.describe()} "
                                "together (355.11.a)")
        self.choices[(index, name)] = picked
        if group is not None and group.one_per_location:  # where each was chosen (unleashed-faq-016)
            self.choices[(index, name + "@")] = tuple(place_code(self.state.objects[o].location())
                                                      for o in picked)

    def _completable(self, effect: Effect, index: int, name: str, options: tuple[int, ...]) -> tuple[int, ...]:
        """The options for one target that leave every later target chosen relative to it ("Give a
        friendly unit +1 [M] this turn and stun an enemy unit at its location") something to choose:
        a choice no complete set of targets could follow is not offered (355.8, 355.9.b)."""
        deferred = chosen_later(effect)  # ("a battlefield and an enemy unit there": the part chosen at it too)
        later = [(ref, (i, slot)) for i, instr in effect.walk() if i >= index and i not in deferred
                 for slot, ref in choice_slots(instr) if ref.minimum and (i > index and ref.relative is not None
                 and ref.relative.link == index or placed_by(ref, (i, slot)) == (index, name))]
        if not later:
            return options
        kept, key = [], (index, name)
        for option in options:
            self.choices[key] = (option,)
            if all(len(self.target_options(ref, at)) >= ref.minimum for ref, at in later):
                kept.append(option)
        self.choices.pop(key, None)  # chosen for real by the caller
        return tuple(kept)

    def _check_joined_groups(self, index: int, instr: Instruction) -> None:
        """"a friendly unit and an enemy unit at the same battlefield": the parts' choices must fulfil
        the requirement together (355.11.a)."""
        for f in fields(instr):  # type: ignore[arg-type]
            joined = getattr(instr, f.name)
            if not isinstance(joined, Joined) or joined.group is None:
                continue
            picked = tuple(o for k in range(len(joined.parts)) for o in self.choices.get((index, part_key(f.name, k)), ()))
            if not joined.group.holds(picked, self.view):
                raise IllegalChoice(f"the targets chosen for {instr.action} must be {joined.group.describe()} "
                                    "together (355.11.a)")

    def note_targets(self, keys: object = None) -> None:
        """Log that the objects chosen (all, or those under ``keys``) are targeted by this controller:
        one "choose" event each (355.7), which "you've chosen an enemy unit this turn" looks at."""
        for key, ids in self.choices.items():
            if key[1] in ("modes", "destination") or (keys is not None and key not in keys):  # type: ignore[operator]
                continue
            for oid in ids:
                obj = self.state.lookup(oid) if oid >= 0 else None
                if obj is not None:
                    log(self.state, "choose", (oid,), True, f"{self.state.player(self.controller).name} "
                        f"chooses {obj.name}", "355.7", by=self.controller, source=self.source)

    def target_options(self, ref: Choose, key: tuple[int, str] | None = None) -> tuple[int, ...]:
        """The legal choices for ``ref`` now, for this controller (355.9): its selector's objects,
        less those excluded ("another"), those that "can't be chosen" (054.1) and, played from
        Hidden, those elsewhere (811.1.d.2). ``key``: the slot being chosen; a part of a Joined
        reference cannot take what its other parts took (355.7: distinct objects)."""
        battlefields = getattr(ref, "battlefields", None)
        if battlefields is not None:  # "Choose a battlefield" (355.10.b); from Hidden only that one (811.1.d.2)
            codes = battlefields(self.state, self.controller)
            return codes if self.hidden_at is None else tuple(c for c in codes if c == -(self.hidden_at + 2))
        view, src = self.view, self.source_object()
        taken = {o for (i, _), ids in self.choices.items() if i in ref.excluding for o in ids} \
            | {o for i in ref.excluding for o in self._recalled_targets(i, affected=False)}
        if key is not None and "." in key[1]:
            field = key[1].partition(".")[0]
            taken |= {o for (i, name), ids in self.choices.items()
                      if i == key[0] and name != key[1] and name.partition(".")[0] == field for o in ids}
        if ref.not_event_object:
            taken |= set(self.event_objects)
        anchors = None
        if ref.relative is not None:  # "at its location", "with less Might than it": the object chosen before
            chosen = {o for (i, _), ids in self.choices.items() if i == ref.relative.link for o in ids} \
                or set(self._recalled_targets(ref.relative.link))
            anchors = [o for a in chosen if (o := self.state.get(a)) is not None and o.on_board]
        beside = placed_by(ref, key)  # "a battlefield and an enemy unit there": where that part chose (355.9.b)
        codes = None if beside is None else place_codes(self.state, self.choices.get(beside, ()))
        options = tuple(o for o in ref.selector.select(src, self.controller, view)
                        if o not in taken and not view.forbids(self.state.objects[o], "choose", self.controller)
                        and (anchors is None or ref.relative.holds(self.state.objects[o], anchors, view))  # type: ignore[union-attr]
                        and (codes is None or ref.at_part.holds(self.state.objects[o], codes)))  # type: ignore[union-attr]
        # "… at a different location" than a part chosen there cannot be at that battlefield (811.1.d.2.a)
        away = ref.at_part is not None and ref.at_part.elsewhere
        options = at_places(self, options, ref.at)  # "another unit there": at the place named before
        return options if away else hidden.restrict(ref.selector, options, self.state, self.hidden_at)

    def _recalled_targets(self, link: int, affected: bool = True) -> tuple[int, ...]:
        """What instruction ``link`` acted on (``affected``: what its action happened to), when it has
        an outcome already as targets are chosen: a reflexive trigger choosing relative to its parent
        ("another enemy unit at its destination", 388.1) reads where the unit the parent moved is now;
        a unit that wasn't moved has no destination (riftbound-origins-faq-055)."""
        outcome = self.outcomes.get(link)
        if outcome is None or outcome.ignored:
            return ()
        return outcome.affected if affected else outcome.targets

    def ask(self, req: ChoiceRequest) -> tuple[int, ...]:
        """Ask the chooser ``req`` and validate the answer (355.9)."""
        return self._check(req)

    def _choose_modes(self, index: int, instr: Instruction, src: GameObject | None) -> set[int] | None:
        """Ask which modes of a "Choose one —" (355.3); the indices of the others' instructions.
        "choose one that hasn't been chosen this turn" (``new_this_turn``) offers only the modes
        this object's ability has not chosen this turn; None when too few are left."""
        modes: tuple[Effect, ...] = instr.modes  # type: ignore[attr-defined]
        count: int = instr.count  # type: ignore[attr-defined]
        fresh: bool = getattr(instr, "new_this_turn", False)
        key = (self.state.turn, self.source, instr)  # a new object (124) has its own history
        allowed = [k for k in range(len(modes)) if not fresh or (key, k) not in self.state.modes_chosen]
        if len(allowed) < count:
            return None
        who = src.name if src is not None else "effect"
        req = ChoiceRequest(self.controller, self.source, f"{who}: choose {count} of {len(allowed)} modes",
                            tuple(mode_code(k) for k in allowed), count, count)
        chosen = self._check(req)
        if fresh:
            self.state.modes_chosen |= {(key, -code - 1000) for code in chosen}
        self.choices[(index, "modes")] = chosen
        skipped, start = set(), index + 1
        for k, mode in enumerate(modes):
            if mode_code(k) not in chosen:
                skipped |= set(range(start, start + mode.size()))
            start += mode.size()
        return skipped


def chosen_later(effect: Effect) -> set[int]:
    """The numbers of the instructions inside reflexive triggers (``chosen_later``): not chosen with
    the ability that holds them, but when each trigger goes on the chain (388.1)."""
    found: set[int] = set()
    for index, instr in effect.walk():
        if getattr(instr, "chosen_later", False) and index not in found:
            found |= set(range(index + 1, index + 1 + sum(e.size() for e in instr.nested())))
    return found


def key_is_note(key: tuple[int, str]) -> bool:
    """Whether a choices key holds notes about the targets (a move's destinations, 355.4; where
    targets were chosen, "@"), not targets themselves."""
    return key[1] == "destination" or key[1].endswith("@")


def deflect_cost(res: Resolution) -> tuple[str, ...]:
    """The Power an opponent's spell or ability must pay for the targets it chose with [Deflect]:
    the Deflect value (summed, 809.2) of any domain (809.1.c.1) per choice of such an object (809.1.c)."""
    view, total = res.view, 0
    chosen = [obj for key, ids in res.choices.items() if not key_is_note(key)
              for oid in ids if (obj := res.state.get(oid)) is not None]
    if rule_changes.deflect_ignored(res.state, res.source_object(), chosen):  # "ignore [Deflect] …"
        return ()
    for obj in chosen:
        if obj.controller != res.controller:
            total += view.keyword_value(obj, "Deflect") or 0
    return ("A",) * total


hooks.new_resolution.install(Resolution)  # the rules run replacements' instructions with it
