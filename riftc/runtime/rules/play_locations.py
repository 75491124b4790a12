"""Where a permanent may be played (355.2): the default valid locations and the permissions that add
battlefields to them.

A unit is played to its controller's base or to a battlefield that player controls (355.2.a). A
permission ("You may play me to an open battlefield", "Friendly units may be played to open
battlefields", [Ambush]) makes more battlefields valid for playing that unit (355.2.b, 822.1.c).
Gear is played to base (149.2). A card played from facedown enters at its battlefield whatever
these say (811.1.d.1); ``Game.play`` doesn't ask this module then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.abilities import Keyword, StaticAbility
from ..model.conditions import Condition
from ..model.objects import Zone
from ..model.state import GameState, IllegalAction, turn_number
from ..model.targets import Self
from .costs import Cost, EnergyCost, PowerCost
from .discounts import discounted_energy, discounted_power
from .flow import has_flow
from .history import Alone
from .hooks import new_resolution
from .layers import StaticScope
from .static_effects import GrantKeywords
from .zone_actions import blocked, unplayable_here

if TYPE_CHECKING:  # pragma: no cover
    from ..model.objects import GameObject
    from .layers import View


@dataclass(frozen=True)
class Battlefields:
    """Which battlefields a permission names, judged for the player who plays the unit.

    ``state``: "open" (no unit there and no controller, 170.11.c) or "occupied" (a unit there,
    170.11.a); ``controller``: "enemy" (an opponent controls it); ``units``: "friendly" (you control
    units there, [Ambush] 822.1.b) or "enemy" ("where there are enemy units"); ``attacking``: "a
    battlefield you're attacking" (you are the attacker of its combat, 464.2.c); ``enemy_alone``: "if
    an enemy unit is alone there" (740.2.a)."""

    state: str | None = None
    controller: str | None = None
    units: str | None = None
    attacking: bool = False
    enemy_alone: bool = False
    conquered: bool = False  # "a battlefield you conquered this turn" (469)

    def __post_init__(self) -> None:
        if self.state not in (None, "open", "occupied"):
            raise ValueError("Battlefields.state must be None, 'open' or 'occupied'")
        if self.controller not in (None, "enemy"):
            raise ValueError("Battlefields.controller must be None or 'enemy'")
        if self.units not in (None, "friendly", "enemy"):
            raise ValueError("Battlefields.units must be None, 'friendly' or 'enemy'")

    def matches(self, state: GameState, view: View, index: int, player: int) -> bool:
        """Whether battlefield ``index`` is such a battlefield for ``player``."""
        field = state.battlefields[index]
        units = [state.objects[o] for o in field.objects if (state.objects[o].card.type or "") == "Unit"]
        if self.state == "open" and (units or field.controller is not None):
            return False
        if self.state == "occupied" and not units:
            return False
        if self.controller == "enemy" and (field.controller is None or field.controller not in state.opponents(player)):
            return False  # an opponent controls it, not a teammate (740.1.b)
        if self.units == "friendly" and not any(u.controller == player for u in units):
            return False
        if self.units == "enemy" and not any(u.controller in state.opponents(player) for u in units):
            return False
        if self.attacking and field.attacker != player:
            return False
        if self.enemy_alone and not any(u.controller != player and Alone().test(u, view) for u in units):
            return False
        if self.conquered and not any(e.kind == "conquer" and e.performed and e.turn == state.turn
                                      and e.player == player and e.amount == index + 1 for e in state.log.events):
            return False  # a conquer event names its battlefield (1-based) in ``amount``
        return True

    def describe(self) -> str:
        words = [w for w in (self.state, self.controller) if w] + ["battlefield"]
        if self.units:
            words.append(f"where {'you have' if self.units == 'friendly' else 'there are enemy'} units")
        if self.attacking:
            words.append("you're attacking")
        if self.enemy_alone:
            words.append("where an enemy unit is alone")
        if self.conquered:
            words.append("you conquered this turn")
        return " ".join(words)


@dataclass(frozen=True)
class BeingPlayedTo(Condition):
    """"while I'm being played to a battlefield where you have units" (806.4.a, 813.4.a; [Ambush]'s own
    wording, 822.1.b): true only while judging the card's play to such a battlefield, the scope's
    ``playing_to`` (``timing_while_played_to``). Anywhere else (the layers, the card in hand) it is
    false, so the card has the keyword it gives only as it is played there (806.4, 813.4)."""

    where: Battlefields

    def holds(self, scope: Any) -> bool:
        to = getattr(scope, "playing_to", None)
        return to is not None and self.where.matches(scope.state, scope.view, to, scope.controller)


def timing_while_played_to(state: GameState, obj: GameObject, player: int, to: int | None) -> tuple[str, ...]:
    """The timing keywords the card gives itself while it is being played to battlefield ``to`` ("I have
    [Action] while I'm being played to a battlefield where you have units"): it may be played with that
    timing as long as playing it there could fulfil the condition (806.4.a, 813.4.a)."""
    grants = [a for a in obj.card.abilities if isinstance(a, StaticAbility) and isinstance(a.condition, BeingPlayedTo)
              and isinstance(a.effect, GrantKeywords) and isinstance(a.effect.target, Self)]
    if to is None or not grants:  # the legal-action listing asks for every card: most have none
        return ()
    scope = new_resolution(state, source=obj.oid, controller=player, chooser=None)
    scope.playing_to = to
    return tuple(k.name for a in grants if a.condition.holds(scope)
                 for k in a.effect.keywords if k.name in ("Action", "Reaction"))


@dataclass(frozen=True)
class PlayPermission:
    """A passive ability that makes battlefields valid locations to play units to (355.2.b).

    With ``friendly_units`` False it is about the card itself ("You may play me to an open
    battlefield", "I can be played to a battlefield you're attacking") and works as the card is
    played from wherever it is (366.1). With ``friendly_units`` True it is a permanent's ability
    about the units its controller plays ("Friendly units may be played to open battlefields"),
    working while that permanent is on the board."""

    where: Battlefields
    friendly_units: bool = False


@dataclass(frozen=True)
class PlayOnlyTo:
    """"Play me only to a battlefield you conquered this turn.": the card may be played to such a
    battlefield and nowhere else (054.2: a limit on its valid locations, 355.2; it works as the card is
    played, 366.1). It grants nothing: the battlefield must still be valid (355.2.a-b). ``where`` None
    is base. With ``opponents`` it is a permanent's limit on the units its controller's opponents play
    ("While I'm at a battlefield, opponents can only play units to their base"), active while its
    ``condition`` holds (judged with the permanent as source)."""

    where: Battlefields | None
    opponents: bool = False
    condition: Condition | None = None


#: [Ambush] is short for "I may be played to a battlefield where you control units" (822.1.b).
AMBUSH = PlayPermission(where=Battlefields(units="friendly"))


def check_location(state: GameState, view: View, obj: GameObject, player: int, to: int | None) -> None:
    """Raise IllegalAction unless ``to`` (None: base) is a valid location for ``player`` to play
    ``obj`` to (355.2). Base is always valid; gear goes only there (149.2); a unit may go to a
    battlefield its player controls (355.2.a) or one a permission names (355.2.b)."""
    limit = limited_to(state, view, obj, player, to)
    if limit is not None:
        where = "base" if limit.where is None else f"a {limit.where.describe()}"
        raise IllegalAction(f"{obj.name} can only be played to {where} (054.2, 366.1)")
    if to is None:
        return
    field = state.battlefields[to]
    kind = (obj.card.type or "").lower()
    if kind != "unit":
        raise IllegalAction(f"{obj.name} can only be played to a base, not to {field.name} (149.2)")
    if (no := blocked(state, player, to)) is not None:  # allies never share one (riftbound-origins-faq-062)
        raise IllegalAction(f"{obj.name} can't be played to {field.name}: {no}")
    if (forbids := unplayable_here(state, to)) is not None:  # "Units can't be played here." (054.1)
        raise IllegalAction(f"{obj.name} can't be played to {field.name}: {forbids} forbids it (054.1)")
    if field.controller == player:
        return
    for permission in permissions(state, view, obj, player):
        if permission.where.matches(state, view, to, player):
            return
    raise IllegalAction(f"{obj.name} can't be played to {field.name}: {state.player(player).name} doesn't "
                        "control it and no permission allows it (355.2.a)")


def limited_to(state: GameState, view: View, obj: GameObject, player: int, to: int | None) -> PlayOnlyTo | None:
    """The "… only to …" limit that ``to`` (None: base) breaks, if any: the card's own (366.1) or an
    opponent's permanent's about units (054.2); also when an effect plays the card (419.3)."""
    limits = [a for a in obj.card.abilities if isinstance(a, PlayOnlyTo) and not a.opponents]
    if (obj.card.type or "").lower() == "unit":
        for source in state.board_objects():
            if source.controller != player:
                limits += [a for a in view.abilities(source) if isinstance(a, PlayOnlyTo) and a.opponents
                           and (a.condition is None or a.condition.holds(StaticScope(view, source)))]
    for only in limits:
        if only.where is None and to is not None:
            return only
        if only.where is not None and (to is None or not only.where.matches(state, view, to, player)):
            return only
    return None


def permissions(state: GameState, view: View, obj: GameObject, player: int) -> list[PlayPermission]:
    """The permissions that apply to ``player`` playing ``obj``: its own (366.1) and [Ambush]
    (822.1.c), and those of the permanents ``player`` controls about friendly units."""
    found = [a for a in obj.card.abilities if isinstance(a, PlayPermission) and not a.friendly_units]
    if any(k.name == "Ambush" for k in obj.card.keywords()):
        found.append(AMBUSH)
    for source in state.board_objects():
        if source.controller != player:
            continue
        found += [a for a in view.abilities(source) if isinstance(a, PlayPermission) and a.friendly_units]
    return found


@dataclass(frozen=True)
class PlayFor:
    """"If you've spent [4] or more to play a spell this turn, you may play me for [B].": the card may
    be played for ``energy`` and ``power`` in place of its base cost (356.1.a) while ``condition``
    holds, judged as it is played (366.1); its player chooses as they play it (``alternative_cost``,
    asked by ``Game.play``)."""

    energy: int
    power: tuple[str, ...] = ()
    condition: Condition | None = None


def alternative_cost(state: GameState, obj: GameObject, player: int) -> PlayFor | None:
    """The card's ``PlayFor`` whose condition holds now, played from hand or Champion Zone."""
    if obj.zone not in (Zone.HAND, Zone.CHAMPION):
        return None
    scope = new_resolution(state, source=obj.oid, controller=player, chooser=None)
    return next((a for a in obj.card.abilities if isinstance(a, PlayFor)
                 and (a.condition is None or a.condition.holds(scope))), None)


def chosen_cost(res: Any, obj: GameObject, player: int) -> tuple[int, tuple[str, ...]] | None:
    """Ask, as ``obj`` is played, which of its alternative costs to play it for (356.1.a): one of its
    several [Flow] costs from the trash (829.1.c.3, ``chosen_flow``), or whether to play it for its
    ``PlayFor`` cost from hand; that cost, or None for the usual one. ``res`` is the Resolution of the
    play (effects layer), which asks its chooser and says what the player can afford (``can_afford``)."""
    flows = flow_permissions(obj) if playing_from_own(res.state, obj, player) is None else ()
    if obj.zone is Zone.TRASH and obj.owner == player and len(flows) > 1:
        return chosen_flow(res, obj, flows)
    offer = alternative_cost(res.state, obj, player)
    if offer is None or not res.confirm(f"{obj.name}: play it for its alternative cost? (356.1.a)"):
        return None
    return offer.energy, offer.power


def chosen_flow(res: Any, obj: GameObject, flows: tuple[PlayFrom, ...]) -> tuple[int, tuple[str, ...]]:
    """A spell with several [Flow] costs: its controller chooses which to apply as they play it
    (829.1.c.3). The costs they can pay once discounted (356.4; with the pool and the runes the play's
    payer would use, 357) are offered in printed order, each asked in turn ("play it for this one?"),
    the last taken when the others are declined; when none can be paid, all are offered (paying then
    fails as for any cost)."""
    payable = [f for f in flows if res.can_afford(discounted_energy(obj.card, res, f.energy),
                                                  tuple(discounted_power(obj.card, res, f.power)))]
    offered = payable or list(flows)
    for flow in offered[:-1]:
        if res.confirm(f"{obj.name}: play it for its Flow cost {cost_text(flow)}? (829.1.c.3)"):
            return flow.energy, flow.power
    return offered[-1].energy, offered[-1].power


def cost_text(found: PlayFrom) -> str:
    """"[2]", "[1][R]": a cost as printed (134.2)."""
    return (f"[{found.energy}]" if found.energy or not found.power else "") + "".join(f"[{d}]" for d in found.power)


@dataclass(frozen=True)
class PlayFrom:
    """"[Legion][>] You may play me from your trash for [3][R].": a permission to play the card from
    its owner's ``zone`` (beyond hand and Champion Zone, 419.1.a), for ``energy`` and ``power``
    instead of its base cost (356.1.a), while ``condition`` holds (judged as it is played, 366.1)."""

    zone: str
    energy: int
    power: tuple[str, ...] = ()
    condition: Condition | None = None
    # The costs that are not Energy or Power ("[Flow] — [1], Discard 1", 829.1.c.2): paid with the
    # resources, as part of the same alternate cost (356.1.a).
    others: tuple[Cost, ...] = ()

    def __post_init__(self) -> None:
        if self.zone != "trash":
            raise ValueError("PlayFrom.zone must be 'trash'")


@dataclass(frozen=True)
class NotPlayableOnTurns:
    """"I can't be played on your first, second, or third turns." (054.1): the card itself can't be
    played during those turns of its player (their Nth turn, counting this one), as it is played (366.1)."""

    turns: tuple[int, ...]

    def forbids(self, state: GameState, player: int) -> bool:
        return state.current == player and turn_number(state, player) in self.turns


def check_source(state: GameState, obj: GameObject, player: int) -> None:
    """Raise IllegalAction unless ``obj`` may be played from where it is: hand or Champion Zone
    (419.1.a), or a zone its own ``PlayFrom`` allows now; nor when its own text forbids it now."""
    if any(isinstance(a, NotPlayableOnTurns) and a.forbids(state, player) for a in obj.card.abilities):
        raise IllegalAction(f"{obj.name} can't be played on this turn of {state.player(player).name}'s (054.1)")
    if obj.zone in (Zone.HAND, Zone.CHAMPION) or playing_from(state, obj, player) is not None:
        return
    raise IllegalAction(f"{obj.name} can only be played from hand, champion zone or Hidden (419.1.a)")


def playing_from(state: GameState, obj: GameObject, player: int) -> PlayFrom | None:
    """The card's active ``PlayFrom`` for the zone it is in, if any (its [Flow] is one, 829.1.b)."""
    if obj.zone is not Zone.TRASH or obj.owner != player:
        return None
    found = playing_from_own(state, obj, player)
    flows = flow_permissions(obj)
    return found or (flows[0] if flows else None)


def playing_from_own(state: GameState, obj: GameObject, player: int) -> PlayFrom | None:
    """The card's own "You may play me from your trash for …" that holds now (366.1), not its [Flow]."""
    scope = new_resolution(state, source=obj.oid, controller=player, chooser=None)
    return next((a for a in obj.card.abilities if isinstance(a, PlayFrom) and a.zone == "trash"
                 and (a.condition is None or a.condition.holds(scope))), None)


def flow_permissions(obj: GameObject) -> tuple[PlayFrom, ...]:
    """[Flow] [2] on a spell (829.1.a): "You may play this from your trash for its Flow cost" (829.1.b),
    an alternate cost replacing its base cost (829.1.c.1); one for each Flow cost, in printed order
    (829.1.c.3: its player chooses which, ``chosen_flow``). A Flow cost may add costs that are not
    resources (829.1.c.2), kept as the permission's ``others``."""
    if not has_flow(obj.card):
        return ()
    found: list[PlayFrom] = []
    for ability in obj.card.abilities:
        if isinstance(ability, Keyword) and ability.name == "Flow" and ability.cost:
            energy = sum(c.amount for c in ability.cost if isinstance(c, EnergyCost))
            power = tuple(d for c in ability.cost if isinstance(c, PowerCost) for d in c.domains)
            others = tuple(c for c in ability.cost if not isinstance(c, (EnergyCost, PowerCost)))
            found.append(PlayFrom(zone="trash", energy=energy, power=power, others=others))
    return tuple(found)


def alternate_cost_others(state: GameState, obj: GameObject, player: int) -> tuple[Cost, ...]:
    """The costs other than Energy and Power of the alternate cost ``obj`` is played for from the trash
    (a [Flow] cost with a discard, 829.1.c.2): those of the permission whose resources are the base
    cost chosen (``base_cost``); none when it is played from hand."""
    if obj.zone is not Zone.TRASH or obj.owner != player:
        return ()
    chosen = base_cost(state, obj, player)
    own = playing_from_own(state, obj, player)
    permissions = (own,) if own is not None else flow_permissions(obj)
    return next((p.others for p in permissions if (p.energy, p.power) == chosen), ())


def base_costs(state: GameState, obj: GameObject, player: int) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """Every base cost ``player`` may choose to play ``obj`` for now (356.1): each of its [Flow] costs
    from the trash (829.1.c.3), else the one ``base_cost`` gives. A play is possible when any is payable."""
    if obj.zone is Zone.TRASH and obj.owner == player and playing_from_own(state, obj, player) is None:
        flows = flow_permissions(obj)
        if len(flows) > 1:
            return tuple((f.energy, f.power) for f in flows)
    return (base_cost(state, obj, player),)


def base_cost(state: GameState, obj: GameObject, player: int) -> tuple[int, tuple[str, ...]]:
    """The base cost to play ``obj`` (356.1): printed, or the cost a ``PlayFrom`` gives (356.1.a), or
    the one its player chose as they play it (a ``PlayFor``, one of several [Flow] costs)."""
    if obj.chosen_cost is not None:  # accepted or chosen as it is played (356.1.a, 829.1.c.3)
        return obj.chosen_cost
    found = playing_from(state, obj, player)
    if found is not None:
        return found.energy, found.power
    return obj.card.energy or 0, tuple(obj.card.power or ())
