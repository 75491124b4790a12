"""Runtime choices: ``Choose`` (targeting) and the Chooser objects that answer choice requests.

Targets are chosen when a spell is played or a triggered/activated ability is put on the chain
(355.5, 355.5.b, 402.2), checked for legality then (355.8, 355.9; "up to" allows zero, 355.13),
and checked again on resolution (359.3.e.2): illegal ones are left alone and, if all of them are
illegal, the instruction is ignored (359.3.e.7-8).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Callable, Iterable, Protocol, Sequence, Union

from .groups import ANY_NUMBER, GroupRule, Relative
from .objects import GameObject
from .selectors import Selector
from .targets import ObjectRef, Referents, Scope


class IllegalChoice(ValueError):
    """A chooser answered with something the rules don't allow (wrong object, wrong count)."""


@dataclass(frozen=True)
class Choose(ObjectRef):
    """"a unit" / "up to two other friendly units": ``count`` objects matching ``selector``.

    With ``up_to`` any number from 0 to ``count`` may be chosen (355.13); otherwise exactly
    ``count`` (355.8). ``excluding`` lists indices of earlier instructions whose chosen targets
    may not be chosen again ("another friendly unit" after "kill a friendly unit");
    ``not_event_object``: nor the object of the event a replacement modifies ("another" than the
    unit this is being attached to). The chosen
    objects are targets (355.7). They are stored by the resolving ability (see
    effects.Resolution), not on this node, which is immutable shared data.
    """

    selector: Selector
    count: int = 1
    up_to: bool = False
    excluding: tuple[int, ...] = ()
    not_event_object: bool = False  # "As this is attached to a unit, choose another friendly unit"
    group: GroupRule | None = None  # what the chosen objects must fulfil together (355.11)
    relative: Relative | None = None  # "an enemy unit at its location / with less Might than it"

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError("Choose.count must be at least 1")

    @property
    def minimum(self) -> int:
        """Fewest objects a legal choice may have."""
        return 0 if self.up_to else self.count

    @property
    def any_number(self) -> bool:
        """"any number of" (355.13): up to as many as there are."""
        return self.up_to and self.count >= ANY_NUMBER

    def resolve(self, scope: Scope) -> Referents:
        """Chosen targets still legal now (359.3.e.2-8); all illegal -> ignored. A group that no longer
        fulfils its requirement together: the controller keeps a subset of the original targets that
        does (355.11.b)."""
        chosen = scope.chosen(self)
        source = scope.source_object()
        legal = tuple(o for o in chosen if _still_legal(self.selector, o, source, scope))
        if self.relative is not None:  # still so related to that object (359.3.e.2); gone: nothing is (359.3.e.12)
            outcome = scope.outcome(self.relative.link)
            ids = () if outcome is None or outcome.ignored else outcome.targets
            anchors = [o for a in ids if (o := scope.state.get(a)) is not None and o.on_board]
            view = scope.view
            legal = tuple(o for o in legal if self.relative.holds(scope.state.objects[o], anchors, view))
        if self.group is not None and legal and not self.group.holds(legal, scope.view):
            kept = scope.pick(legal, 0, len(legal), f"keep targets that fulfil {self.group.describe()} (355.11.b)")
            if not self.group.holds(kept, scope.view):
                raise IllegalChoice(f"the targets kept do not fulfil {self.group.describe()} (355.11.b)")
            legal = kept
        return Referents(legal, ignored=bool(chosen) and not legal, rule="359.3.e.7")


@dataclass(frozen=True)
class Joined(ObjectRef):
    """"a friendly unit and an enemy unit": one instruction's several targets joined by "and", each
    chosen on its own (355.7) when the spell or ability is put on the chain, from its own description
    (355.9.b). Each part is a different object: a later part cannot take an object an earlier part
    took (the phrases name distinct objects; "another" says so outright).

    The choices are stored under the instruction's field name with the part's number
    (``"target.0"``, ``"target.1"``; ``Resolution.part``). On resolution each part is checked on its
    own (359.3.e.2): illegal ones are left alone (359.3.e.8), and only if all are illegal is the
    instruction ignored (359.3.e.7).
    """

    parts: tuple[Choose, ...]
    group: GroupRule | None = None  # "a friendly unit and an enemy unit at the same battlefield" (355.11)

    def __post_init__(self) -> None:
        if len(self.parts) < 2:
            raise ValueError("Joined needs at least two parts")

    def resolve(self, scope: Scope) -> Referents:
        legal: list[int] = []
        chose_any = False
        for k, part in enumerate(self.parts):
            with scope.part(k):  # type: ignore[attr-defined]  # only a Resolution holds targets
                refs = part.resolve(scope)
            chose_any = chose_any or bool(refs.objects) or refs.ignored
            legal += [o for o in refs.objects if o not in legal]
        kept = tuple(legal)
        if self.group is not None and kept and not self.group.holds(kept, scope.view):
            # 355.11.b: the controller keeps a subset of the original targets that fulfils it
            kept = scope.pick(kept, 0, len(kept), f"keep targets that fulfil {self.group.describe()} (355.11.b)")
            if not self.group.holds(kept, scope.view):
                raise IllegalChoice(f"the targets kept do not fulfil {self.group.describe()} (355.11.b)")
        return Referents(kept, ignored=chose_any and not kept, rule="359.3.e.7")


def part_key(name: str, k: int) -> str:
    """The choice key of part ``k`` of the Joined reference in field ``name``."""
    return f"{name}.{k}"


@dataclass(frozen=True)
class Pick(ObjectRef):
    """Objects the controller picks when the instruction executes; they are *not* targets.

    Used for costs within instructions ("spend a buff to ...", 740.4.a; costs are not targets,
    355.10.c) and for "recycle 2 from your trash" (416.6). Fewer options than ``count``: as many
    as possible (416.4).
    """

    selector: Selector
    count: int = 1
    up_to: bool = False

    def resolve(self, scope: Scope) -> Referents:
        options = self.selector.select(scope.source_object(), scope.controller, scope.view)
        prompt = f"pick {'up to ' if self.up_to else ''}{self.count} {self.selector.describe()}"
        return Referents(scope.pick(options, 0 if self.up_to else self.count, self.count, prompt))


@dataclass(frozen=True)
class PickAmong(ObjectRef):
    """"Then ready two of them" after playing tokens: the controller picks ``count`` of the objects
    ``among`` refers to as the instruction executes. They did not exist when the spell was played, so
    the pick is made on resolution (355.17) and is not a target; fewer there: as many as there are."""

    among: ObjectRef
    count: int = 1

    def resolve(self, scope: Scope) -> Referents:
        refs = self.among.resolve(scope)
        if refs.ignored:
            return refs
        options = tuple(o for o in refs.objects if scope.state.get(o) is not None)
        return Referents(scope.pick(options, self.count, self.count, f"pick {self.count} of them"))


@dataclass(frozen=True)
class EachPlayerPicks(ObjectRef):
    """"Each player kills one of their units": every player, in turn order from the turn player
    (303.2.a), picks ``count`` of the objects they control that match ``selector`` (judged as if
    that player were "you"); not targets (355.10.c). The instruction then acts on all of them at once.
    ``others_only``: the ability's controller doesn't pick ("If you paid my additional cost, you don't
    kill a unit this way", 359.3.e.14)."""

    selector: Selector
    count: int = 1
    others_only: bool = False

    def resolve(self, scope: Scope) -> Referents:
        state, source = scope.state, scope.source_object()
        picked: list[int] = []
        for seat in range(len(state.players)):
            pid = (state.current + seat) % len(state.players)
            if self.others_only and pid == scope.controller:
                continue
            options = self.selector.select(source, pid, scope.view)
            picked += scope.pick(options, self.count, self.count,
                                 f"{state.player(pid).name}: pick {self.count} {self.selector.describe()}", player=pid)
        return Referents(tuple(picked))


def _still_legal(selector: Selector, oid: int, source: GameObject | None, scope: Scope) -> bool:
    # A target that changed zones to/from a non-board zone is a new object: its old id is gone (359.3.e.4).
    obj = scope.state.get(oid)
    return obj is not None and selector.matches(obj, source, scope.controller, scope.view)


@dataclass(frozen=True)
class ChoiceRequest:
    """A question for a Chooser: pick between ``minimum`` and ``maximum`` distinct ``options``.

    ``fits``, when set, tells whether some options may be chosen together (a group requirement such as
    "at one location", 355.11.a); any part of a group that fits fits too.
    """

    player: int
    source: int | None
    prompt: str
    options: tuple[int, ...]
    minimum: int
    maximum: int
    fits: Callable[[tuple[int, ...]], bool] | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class ConfirmRequest:
    """A yes/no question ("you may ...", optional costs), 383.3.a / 402.1."""

    player: int
    source: int | None
    prompt: str


Answer = Union[bool, Sequence[Union[int, GameObject]]]


class Chooser(Protocol):
    """Anything that answers choice requests: a UI, an AI, or a script in a test."""

    def choose(self, request: ChoiceRequest) -> Sequence[int | GameObject]:
        """The chosen options (object ids or the objects themselves)."""

    def confirm(self, request: ConfirmRequest) -> bool:
        """Answer a yes/no question."""


@dataclass(frozen=True)
class OrderRequest:
    """"In which order do your simultaneous triggers go on the chain?" (383.3.d): ``labels`` and
    ``sources`` describe the pending triggers; the answer is a permutation of their indices, the
    first one put on the chain first (so it resolves last)."""

    player: int
    labels: tuple[str, ...]
    sources: tuple[int, ...]


def order_of(chooser: object, request: OrderRequest) -> tuple[int, ...]:
    """Ask ``chooser`` for the order if it can answer (an optional ``order`` method), else keep the
    event and board order; the answer must be a permutation of the indices."""
    ask = getattr(chooser, "order", None)
    answer = tuple(ask(request)) if ask is not None else tuple(range(len(request.labels)))
    if sorted(answer) != list(range(len(request.labels))):
        raise IllegalChoice(f"the order {answer} is not a permutation of the {len(request.labels)} triggers (383.3.d)")
    return answer


class FirstLegalChooser:
    """Default chooser: takes the first options in board order, as many as allowed; says yes; keeps
    simultaneous triggers in event and board order."""

    def choose(self, request: ChoiceRequest) -> Sequence[int | GameObject]:
        if request.fits is None:
            return request.options[:request.maximum]
        picked: list[int] = []  # the first options that still fit together, in board order
        for option in request.options:
            if len(picked) < request.maximum and request.fits((*picked, option)):
                picked.append(option)
        return picked

    def confirm(self, request: ConfirmRequest) -> bool:
        return True


class ScriptedChooser:
    """Answers from a pre-set script, in order; records every request for assertions in tests.

    Each answer is a sequence of objects/ids for a ``choose`` or a bool for a ``confirm``.
    """

    def __init__(self, *answers: Answer, orders: Sequence[Sequence[int | GameObject]] = ()) -> None:
        self.answers: deque[Answer] = deque(answers)
        self.orders: deque[Sequence[int | GameObject]] = deque(orders)  # trigger sources, in order
        self.requests: list[ChoiceRequest | ConfirmRequest | OrderRequest] = []

    def order(self, request: OrderRequest) -> tuple[int, ...]:
        """The next scripted order, given as the triggers' sources in the wanted order; without one,
        event and board order (383.3.d)."""
        self.requests.append(request)
        if not self.orders:
            return tuple(range(len(request.labels)))
        wanted, left = as_ids(self.orders.popleft()), list(range(len(request.labels)))
        picked = []
        for oid in wanted:
            index = next((i for i in left if request.sources[i] == oid), None)
            if index is None:
                raise IllegalChoice(f"object {oid} has no pending trigger to order (383.3.d)")
            picked.append(index)
            left.remove(index)
        return tuple(picked + left)

    def choose(self, request: ChoiceRequest) -> Sequence[int | GameObject]:
        answer = self._next(request)
        if isinstance(answer, bool):
            raise TypeError(f"script gave a yes/no answer to a choice: {request.prompt}")
        return answer

    def confirm(self, request: ConfirmRequest) -> bool:
        answer = self._next(request)
        if not isinstance(answer, bool):
            raise TypeError(f"script gave objects to a yes/no question: {request.prompt}")
        return answer

    def _next(self, request: ChoiceRequest | ConfirmRequest) -> Answer:
        self.requests.append(request)
        if not self.answers:
            raise IllegalChoice(f"script has no answer left for: {request.prompt}")
        return self.answers.popleft()


def as_ids(answer: Iterable[int | GameObject]) -> tuple[int, ...]:
    """Normalise an answer to object ids (a GameObject stands for its current id)."""
    return tuple(a.oid if isinstance(a, GameObject) else int(a) for a in answer)


def check_choice(request: ChoiceRequest, answer: Iterable[int | GameObject],
                 names: dict[int, str] | None = None) -> tuple[int, ...]:
    """Validate an answer against its request, or raise IllegalChoice citing the rule broken."""
    ids = as_ids(answer)
    label = (names or {}).get
    if len(set(ids)) != len(ids):
        raise IllegalChoice(f"the same object was chosen twice for: {request.prompt}")
    for oid in ids:
        if oid not in request.options:
            raise IllegalChoice(f"{label(oid, f'object {oid}')} is not a legal choice for "
                                f"{request.prompt!r} (355.9)")
    if not request.minimum <= len(ids) <= request.maximum:
        raise IllegalChoice(f"{request.prompt!r} needs {request.minimum}..{request.maximum} choices, "
                            f"got {len(ids)} (355.8, 355.13)")
    return ids
