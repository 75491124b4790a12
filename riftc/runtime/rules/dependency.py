"""Runtime layer dependency (478-480): the order in which the effects of one layer apply.

By default the effects of a layer apply in timestamp order (480.3). Two effects of the same layer
can depend on each other (478.1): applying one changes what the other does, or how many objects it
can reach. To find which depends on which (479), the two are applied in both orders on a copy of the
characteristics and each one's contribution (what it changed on its object) is compared: the effect
whose contribution changes with the order depends on the other; if both change, neither depends on
the other (479.1). The depended-on effect is applied first and the dependent one right after (479.2);
the rest keep timestamp order.

Only an effect whose contribution can vary (``StaticEffect.varies``: a number computed from the
board, such as "+1 [M] for each other friendly unit with 5 [M] or more", or "Might increased to 5")
can depend on another; effects that always change the same thing (a buff, a modifier, a keyword) are
only compared with such effects, which keeps the common case free. ``layers._compute`` also holds
effects that vary back until every other effect has been applied, in every layer and pass, so their
numbers read the settled values of what they depend on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Protocol, Sequence

if TYPE_CHECKING:  # pragma: no cover
    from .layers import Characteristics, View


class Layered(Protocol):
    """What this module needs of a layer effect (layers._Layered)."""

    target: int
    varies: bool
    run: Callable[[View], None]


def dependency_order(view: View, effects: Sequence[Layered]) -> list[Layered]:
    """``effects`` (of one layer, in timestamp order) reordered by dependency (479.2)."""
    if not any(e.varies for e in effects):
        return list(effects)
    depends: dict[int, set[int]] = {i: set() for i in range(len(effects))}
    for i, first in enumerate(effects):
        for j in range(i + 1, len(effects)):
            second = effects[j]
            if not (first.varies or second.varies):
                continue
            a_then = _contributions(view, first, second)
            b_then = _contributions(view, second, first)
            first_altered, second_altered = a_then[0] != b_then[1], a_then[1] != b_then[0]
            if first_altered and not second_altered:
                depends[i].add(j)  # 479: the one whose evaluation is altered depends on the other
            elif second_altered and not first_altered:
                depends[j].add(i)
    return [effects[i] for i in _order(depends)]


def _order(depends: dict[int, set[int]]) -> list[int]:
    """Timestamp order, except that an effect waits for the effects it depends on, and goes right
    after the last of them (479.2). A cycle falls back to timestamp order."""
    placed: list[int] = []
    left = sorted(depends)
    while left:
        free = [i for i in left if depends[i] <= set(placed)]
        after_last = [i for i in free if placed and placed[-1] in depends[i]]
        pick = (after_last or free or left)[0]
        placed.append(pick)
        left.remove(pick)
    return placed


def _contributions(view: View, first: Layered, second: Layered) -> tuple[object, object]:
    """What ``first`` and then ``second`` each change, applied in that order on a copy of the board."""
    copy = view.copy()
    found = []
    for eff in (first, second):
        before = _snapshot(copy.chars[eff.target])
        eff.run(copy)
        found.append(_delta(before, _snapshot(copy.chars[eff.target])))
    return found[0], found[1]


def _snapshot(chars: Characteristics) -> tuple[object, ...]:
    return (chars.might, chars.tags, tuple(chars.abilities), frozenset(chars.permissions),
            frozenset(chars.restrictions))


def _delta(before: tuple[object, ...], after: tuple[object, ...]) -> tuple[object, ...]:
    """An effect's contribution: the Might it added, and the tags, abilities, permissions and
    restrictions it added."""
    might = None if before[0] is None or after[0] is None else after[0] - before[0]  # type: ignore[operator]
    added = tuple(after[i][len(before[i]):] for i in (1, 2))  # type: ignore[index, arg-type]
    return (might, *added, after[3] - before[3], after[4] - before[4])  # type: ignore[operator]
