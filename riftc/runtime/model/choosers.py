"""Runtime choosers: the questions put to players (``ChoiceRequest``, ``ConfirmRequest``,
``OrderRequest``), the Chooser objects that answer them, and the validation of their answers.

A request's options are object ids; the other things a player may pick are coded as negative ints
that are never object ids: a location (``location_code``), a mode of "Choose one —"
(``mode_code``), a player (``player_code``) and an amount (``amount_code``).
"""

from __future__ import annotations

from collections import deque
from dataclasses import field
from typing import Callable, Iterable, Protocol, Sequence, Union

from .frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from .objects import GameObject


class IllegalChoice(ValueError):
    """A chooser answered with something the rules don't allow (wrong object, wrong count)."""


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
    # What each option is, in words, in the order of ``options`` (engine/options.py fills them in a
    # whole game); empty when the asker gave none.
    descriptions: tuple[str, ...] = field(default=(), compare=False)

    def described(self) -> tuple[Option, ...]:
        """The options as ``Option`` objects: the value to answer with and its description."""
        words = self.descriptions if len(self.descriptions) == len(self.options) else tuple(map(str, self.options))
        return tuple(Option(value, text) for value, text in zip(self.options, words))


@dataclass(frozen=True)
class Option:
    """One option of a choice: ``value`` (an object id or an option code) and what it is in words."""

    value: int
    description: str


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


# -- options that are not objects --------------------------------------------------------------
def location_code(destination: tuple[str, int | None]) -> int:
    """A location as a choice option: base -1, battlefield i -(i + 2) (never an object id)."""
    return -1 if destination[0] == "base" else -(int(destination[1] or 0) + 2)


def mode_code(mode: int) -> int:
    """Mode ``mode`` (0-based) of "Choose one —" as a choice option: -(1000 + mode), never an object
    id nor a location code."""
    return -(1000 + mode)


def player_code(pid: int) -> int:
    """Player ``pid`` as a choice option: -(2000 + pid), never an object id, location or mode code."""
    return -(2000 + pid)


AMOUNT_BASE = 10000  # amount n is the option -(AMOUNT_BASE + n)


def amount_code(n: int) -> int:
    """The amount ``n`` as a choice option."""
    return -(AMOUNT_BASE + n)


def amount_of_code(code: int) -> int | None:
    """The amount an option stands for, None for any other option."""
    return -code - AMOUNT_BASE if code <= -AMOUNT_BASE else None
