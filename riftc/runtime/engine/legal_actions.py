"""What a player may do now (``Game.legal_actions``) and why anything else is refused (``refusal``).

The timing of the turn (307-313): a player acts only with Priority. In a Neutral Open state only
the turn player has it, during their Main Phase (312.2.a, 316.5.b), and may do anything: play cards
of any type, activate abilities, hide, make standard moves, end the turn. While a chain exists
(Closed, 309.1.a) only [Reaction] cards and abilities may be played by the player with Priority; in
a showdown's Open state (308.1.a) the player with Focus may play [Action] and [Reaction] ones. An
activated ability without [Action] or [Reaction] is used only in its controller's Main Phase, in a
Neutral Open state (145.2). A rune's abilities are [Reaction] (164.2). A standard move is taken in
one's own Main Phase, in a Neutral Open state (144.1). In a mode with teammates the turn player may
invite a teammate to act with their Priority there: the teammate plays spells and activates
abilities of any timing, or passes the Priority back (489.8.a, 316.5.b.1).

Every listed action passes ``refusal``: its timing, where the card is played from (419.1.a) and to
(355.2), what forbids it (054.1), its targets (355.8, probed with the first legal choices), its
other costs and whether the player's pool and runes can pay its Energy and Power
(``runes.find_payment``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Iterator

from ..model.abilities import AdditionalCost, keyword_names
from ..rules.layers import View, compute as game_view
from ..model.choosers import FirstLegalChooser, IllegalChoice
from ..model.objects import GameObject, Zone
from ..model.state import GameState, IllegalAction
from ..rules import hidden, limits, play_locations, zone_actions
from ..rules.costs import Cost, EnergyCost, PowerCost
from ..rules.discounts import ReducedEnergyCost, discounted_energy, discounted_power
from ..rules.player_restrictions import forbidding
from ..rules.rule_changes import hide_limit
from ..effects.keyword_abilities import activated_instances
from ..effects.resolution import Resolution, deflect_cost
from . import runes
from .card_kinds import spell_effect
from .player_actions import (Action, ActivateAction, EndTurnAction, HideAction, InviteAction, PassAction,
                             PlayCardAction, RuneAction, StandardMoveAction)

if TYPE_CHECKING:  # pragma: no cover
    from .interpreter import Game

PLAYABLE_ZONES = (Zone.HAND, Zone.CHAMPION, Zone.TRASH)
MAIN, SHOWDOWN, CHAIN, INVITED = "main", "showdown", "chain", "invited"


def window(state: GameState, player: int) -> str | None:
    """What ``player`` may act in now: "main" (their Main Phase, Neutral Open: everything, 310.1.a),
    "showdown" (they have Focus in a showdown's Open state, 313.1), "chain" (they have Priority
    while a chain exists, 312.2.c-d), "invited" (a teammate the turn player invited to act with their
    Priority, 489.8.a), or None (no Priority, 312.1.b; or the game is over, 196)."""
    if state.flow.winner is not None:
        return None
    if state.chain:
        return CHAIN if state.flow.priority == player else None
    if state.flow.showdown is not None:
        return SHOWDOWN if state.flow.focus == player else None
    if state.phase != "main":
        return None
    if state.flow.invited is not None:
        return INVITED if state.flow.invited == player else None
    return MAIN if state.current == player else None


def acting_player(state: GameState) -> int | None:
    """The player who may act now (None: nobody, the game is over): Priority while a chain exists,
    Focus in a showdown, an invited teammate, else the turn player (312.2)."""
    if state.flow.winner is not None:
        return None
    if state.chain:
        return state.flow.priority
    if state.flow.showdown is not None:
        return state.flow.focus
    return state.flow.invited if state.flow.invited is not None else state.current


def no_window(state: GameState, player: int) -> str:
    """Why ``player`` can't act at all now, with the rule."""
    if state.flow.winner is not None:
        return f"the game is over: {state.player(state.flow.winner).name} won (196)"
    if state.chain:
        return f"{state.player(player).name} doesn't have Priority while the chain resolves (312.1.b, 338)"
    if state.flow.showdown is not None:
        return f"{state.player(player).name} doesn't have Focus in the showdown (313.4)"
    if state.flow.invited is not None and state.phase == "main":
        return f"the turn player gave their Priority to {state.player(state.flow.invited).name} (489.8.a)"
    if state.current != player:
        return "only the turn player acts in a Neutral Open state, during their Main Phase (312.2.a, 316.5.b)"
    return f"it is the {state.phase} phase, not the Main Phase (316.5)"


def card_timing(obj: GameObject, view: View) -> str | None:
    """When a card may be played: its timing keyword as it has it now, printed, implied (819.1.b) or
    given by a passive ability where the card is (a keyword a passive gives the cards in a hand,
    813.4, 806.4); [Reaction] for a hidden card (811.1.b)."""
    return "Reaction" if obj.zone is Zone.FACEDOWN else timing_of(view.abilities(obj))


def play_timing(game: Game, obj: GameObject, player: int, to: int | None) -> str | None:
    """``card_timing`` for playing ``obj`` to ``to`` (None: base), with the timing keyword the card gives
    itself while being played there ("I have [Action] while I'm being played to …", 806.4.a, 813.4.a);
    a unit with [Ambush] has [Reaction] while it is being played to a battlefield where its player
    controls units (822.1.b)."""
    view = game.view()
    timing = card_timing(obj, view)
    own = play_locations.timing_while_played_to(game.state, obj, player, to)  # 806.4.a, 813.4.a
    timing = "Reaction" if "Reaction" in own else timing or ("Action" if "Action" in own else None)
    if timing == "Reaction" or to is None or "Ambush" not in keyword_names(view.abilities(obj)):
        return timing
    where = play_locations.AMBUSH.where
    ambushing = where is not None and where.matches(game.state, view, to, player)
    return "Reaction" if ambushing else timing


def timing_of(abilities: Iterable[object]) -> str | None:
    """The timing keyword among a card's abilities: "Reaction", "Action" (159.2.a-b) or None."""
    names = keyword_names(abilities)
    return "Reaction" if "Reaction" in names else "Action" if "Action" in names else None


def timing_refusal(state: GameState, player: int, timing: str | None, what: str) -> str | None:
    """Why ``what`` with ``timing`` can't be played or used by ``player`` now (None: it can)."""
    where = window(state, player)
    if where is None:
        return no_window(state, player)
    if where == CHAIN and timing != "Reaction":
        return f"{what}: only [Reaction] cards and abilities while a chain exists (309.1.a, 338.1.a.1)"
    if where == SHOWDOWN and timing not in ("Action", "Reaction"):
        return f"{what}: only [Action] and [Reaction] cards and abilities in a showdown (308.1.a, 145.2)"
    return None


def invited_refusal(state: GameState, player: int, obj: GameObject) -> str | None:
    """An invited teammate plays spells (and activates abilities), not units or gear (316.5.b.1)."""
    if window(state, player) == INVITED and (obj.card.type or "").lower() != "spell":
        return f"{obj.name}: an invited teammate plays spells and activates abilities only (316.5.b.1, 489.8.a)"
    return None


def legal_actions(game: Game, player: int) -> list[Action]:
    """Every action ``player`` may take now; taking any of them does not raise."""
    state = game.state
    where = window(state, player)
    if where is None:
        return []
    return [a for a in _candidates(game, player, where) if refusal(game, a, listed=True) is None]


def _candidates(game: Game, player: int, where: str) -> Iterator[Action]:
    state = game.state
    yield from _plays(game, player)
    for obj in [o for o in state.board_objects() if o.controller == player]:
        for index, (ability, _) in enumerate(activated_instances(game.view().instances(obj))):
            energy, power = ability_resources(state, obj, player, ability.costs)
            yield ActivateAction(player=player, source=obj.oid, index=index, energy=energy, power=power,
                                 description=f"activate {obj.name}'s ability {index + 1}")
    for rune in runes.runes_of(state, player):
        for ability in runes.RUNE_ABILITIES:
            yield RuneAction(player=player, rune=rune.oid, ability=ability.kind, description=ability.describe(rune))
    if where == MAIN:
        yield from _hides(state, player)
        yield from _moves(game, player)
        for mate in state.teammates(player):
            yield InviteAction(player=player, teammate=mate, description=f"invite {state.player(mate).name} "
                               "to play a spell or activate an ability (489.8.a)")
        yield EndTurnAction(player=player, description=f"{state.player(player).name} ends the turn (316.9)")
    else:
        focus = where == SHOWDOWN
        yield PassAction(player=player, focus=focus, description="pass Focus (347.2)" if focus else
                         "give the Priority back (489.8.a)" if where == INVITED else "pass Priority (338.1.b)")


def _plays(game: Game, player: int) -> Iterator[PlayCardAction]:
    state = game.state
    cards = [o for z in PLAYABLE_ZONES for o in state.objects_in(z, player)]
    cards += [state.objects[o] for f in state.battlefields for o in f.facedown if state.objects[o].controller == player]
    for obj in cards:
        permanent = (obj.card.type or "").lower() in ("unit", "gear")
        places: list[int | None] = [None]
        if permanent and obj.zone is not Zone.FACEDOWN and (obj.card.type or "").lower() == "unit":
            places += list(range(len(state.battlefields)))
        places = [to for to in places if not timing_refusal(state, player, play_timing(game, obj, player, to), obj.name)]
        if not places or invited_refusal(state, player, obj):
            continue  # not now: the cost is not worth computing (309.1.a, 308.1.a)
        energy, power = _payable_play_cost(state, obj, player)
        for to in places:
            where = "" if not permanent else " to base" if to is None else f" to {state.battlefields[to].name}"
            yield PlayCardAction(player=player, card=obj.oid, zone=obj.zone.value, to=to, energy=energy, power=power,
                                 description=f"play {obj.name} from {obj.zone.value}{where}")


def _hides(state: GameState, player: int) -> Iterator[HideAction]:
    view = game_view(state)
    for obj in state.objects_in(Zone.HAND, player):
        if not hidden.has_hidden(view.abilities(obj)):  # printed, or a passive's in hand (813.4)
            continue
        for field in state.battlefields:
            if field.controller == player:
                yield HideAction(player=player, card=obj.oid, battlefield=field.index, power=hidden.HIDE_COST,
                                 description=f"hide {obj.name} at {field.name} (811.1.b)")


def _moves(game: Game, player: int) -> Iterator[StandardMoveAction]:
    """Each ready unit's standard moves, and all ready units of one location moving together (144.3)."""
    state = game.state
    units = [o for o in state.board_objects() if o.controller == player and o.card.type == "Unit"
             and not o.exhausted and o.zone in (Zone.BASE, Zone.BATTLEFIELD)]
    by_origin: dict[object, list[GameObject]] = {}
    for unit in units:
        by_origin.setdefault(unit.location(), []).append(unit)
        for to in destinations(game, unit):
            yield _move(state, player, (unit,), to)
    for group in by_origin.values():
        if len(group) > 1:
            for to in set.intersection(*(set(destinations(game, u)) for u in group)):
                yield _move(state, player, tuple(group), to)


def _move(state: GameState, player: int, units: tuple[GameObject, ...], to: int | None) -> StandardMoveAction:
    where = "base" if to is None else state.battlefields[to].name
    return StandardMoveAction(player=player, units=tuple(u.oid for u in units), to=to,
                              description=f"move {', '.join(u.name for u in units)} to {where} (144)")


def destinations(game: Game, unit: GameObject) -> list[int | None]:
    """Where a unit's standard move may take it (144.4): base to a battlefield, a battlefield to base,
    battlefield to battlefield with [Ganking] (144.4.c); never to an invalid destination (units of two
    other players, 144.4.a.1, 449.2; a teammate's, 447.2.b; another pair's combat, 447.2.a:
    ``zone_actions.invalid_destination``)."""
    state = game.state
    if unit.zone is Zone.BATTLEFIELD:
        found: list[int | None] = [None]
        if game.keyword(unit, "Ganking") is None:
            return found
    else:
        found = []
    return found + [f.index for f in state.battlefields
                    if not (unit.zone is Zone.BATTLEFIELD and unit.battlefield == f.index)
                    and zone_actions.invalid_destination(state, unit, f.index) is None]


def _payable_play_cost(state: GameState, obj: GameObject, player: int) -> tuple[int, tuple[str, ...]]:
    """``play_cost`` for the first base cost the player's pool and runes can pay, among the several its
    player may choose from (two [Flow] costs, 829.1.c.3: the play is possible when either is); the
    first when none is."""
    found = [play_cost(state, obj, player, base) for base in play_locations.base_costs(state, obj, player)]
    if len(found) == 1:
        return found[0]
    kind = (obj.card.type or "").lower()
    return next((cost for cost in found if runes.find_payment(state, player, *cost, kind) is not None), found[0])


def play_cost(state: GameState, obj: GameObject, player: int,
              base: tuple[int, tuple[str, ...]] | None = None) -> tuple[int, tuple[str, ...]]:
    """The Energy and Power ``player`` pays to play ``obj`` now: its base cost (356.1; or ``base``, one
    it may choose), discounted (356.4), plus its mandatory additional costs in resources (356.2.a);
    nothing from facedown (811.1.b)."""
    if obj.zone is Zone.FACEDOWN:
        return 0, ()
    res = probe(state, obj, player)
    base = base or play_locations.base_cost(state, obj, player)
    energy, power = discounted_energy(obj.card, res, base[0]), discounted_power(obj.card, res, base[1])
    extra = [c for a in obj.card.abilities if isinstance(a, AdditionalCost) and not a.optional
             and (a.condition is None or a.condition.holds(res)) for c in a.costs]
    more = ability_resources(state, obj, player, tuple(extra))
    return energy + more[0], tuple(power) + more[1]


def probe(state: GameState, obj: GameObject, player: int) -> Resolution:
    """A resolution to ask what playing ``obj`` would choose and cost, with the first legal choices."""
    res = Resolution(state, source=obj.oid, controller=player, chooser=FirstLegalChooser())
    res.paying_for = (obj.card.type or "").lower()
    if obj.zone is Zone.FACEDOWN:
        res.hidden_at = obj.battlefield  # its choices are made at its battlefield (811.1.d.2)
    return res


def ability_resources(state: GameState, obj: GameObject, player: int, costs: tuple[Cost, ...],
                      res: Resolution | None = None) -> tuple[int, tuple[str, ...]]:
    """The Energy and the Power pips among ``costs`` (131.2-131.3), as ``obj``'s controller pays them;
    with ``res``, the play or activation whose targets a cost may depend on (818.1.c.4)."""
    res = res or probe(state, obj, player)
    energy = sum(c.amount for c in costs if isinstance(c, EnergyCost))
    energy += sum(c.energy(res) for c in costs if isinstance(c, ReducedEnergyCost))
    return energy, tuple(d for c in costs if isinstance(c, PowerCost) for d in c.domains)


def refusal(game: Game, action: Action, *, listed: bool = False) -> str | None:
    """Why ``action`` can't be taken now, with the rule (None: it can). ``listed``: the action was just
    made by the listing, so its cost is the current one."""
    state, player = game.state, action.player
    if window(state, player) is None:
        return no_window(state, player)
    try:
        if isinstance(action, PlayCardAction):
            return _play_refusal(game, action, listed)
        if isinstance(action, ActivateAction):
            return _activate_refusal(game, action)
        if isinstance(action, RuneAction):
            rune = state.get(action.rune)
            ok = rune is not None and runes.can_use(state, player, rune, runes.RuneAbility(action.ability))
            return None if ok else "that rune ability can't be used now: not your rune, or exhausted (164.2, 414.4)"
        if isinstance(action, HideAction):
            return _hide_refusal(game, action)
        if isinstance(action, StandardMoveAction):
            return _move_refusal(game, action)
    except (IllegalAction, IllegalChoice) as error:  # IllegalChoice: the first legal choices don't fit (355.11.a)
        return str(error)
    where = window(state, player)
    if isinstance(action, PassAction):
        return None if where in (CHAIN, SHOWDOWN, INVITED) and action.focus == (where == SHOWDOWN) else \
            "there is nothing to pass: end the turn instead (316.9)" if where == MAIN else "pass Priority, not Focus, while a chain exists (338.1.b)"
    if isinstance(action, InviteAction):
        return None if where == MAIN and action.teammate in state.teammates(player) else \
            "only the turn player invites a teammate, in their Neutral Open Main Phase (489.8.a, 316.5.b.1)"
    if isinstance(action, EndTurnAction):
        return None if where == MAIN else "the turn ends only from its Neutral Open Main Phase (316.9, 305)"
    return f"not an action of this game: {action!r}"


def _play_refusal(game: Game, action: PlayCardAction, listed: bool) -> str | None:
    state, player = game.state, action.player
    obj = state.get(action.card)
    if obj is None or obj.zone.value != action.zone:
        return "that card is no longer there (124)"
    if obj.owner != player and obj.zone is not Zone.FACEDOWN:
        return f"{obj.name} is not {state.player(player).name}'s to play (419.1.a)"
    no = timing_refusal(state, player, play_timing(game, obj, player, action.to), obj.name) \
        or invited_refusal(state, player, obj) or _where_refusal(game, obj, player, action.to)
    if no is not None:
        return no
    kind = (obj.card.type or "").lower()
    energy, power = (action.energy, action.power) if listed else _payable_play_cost(state, obj, player)
    if runes.find_payment(state, player, energy, power, kind) is None:  # before the targets: cheaper
        return f"{state.player(player).name} can't pay {obj.name}'s cost with their pool and runes (356, 414.4)"
    res = probe(state, obj, player)
    spell = spell_effect(obj.card)
    if spell is not None:
        chosen = set(state.modes_chosen)
        found = res.choose_targets(spell)
        state.modes_chosen = chosen  # a probe: the modes are really chosen when it is played
        if not found:
            return f"{obj.name} has no legal targets (355.8)"
    if not all(c.can_pay(res) for c in play_locations.alternate_cost_others(state, obj, player)):
        return f"{obj.name}: its cost can't be paid (356.1.a, 829.1.c.2)"
    for ability in obj.card.abilities:
        if isinstance(ability, AdditionalCost) and not ability.optional and (
                ability.condition is None or ability.condition.holds(res)):
            if not all(c.can_pay(res) for c in ability.costs if not isinstance(c, (EnergyCost, PowerCost))):
                return f"{obj.name}: its additional cost can't be paid (356.2, 356.7)"
    tax = deflect_cost(res) if spell is not None else ()
    if tax and runes.find_payment(state, player, energy, power + tax, kind) is None:
        return f"{state.player(player).name} can't pay {obj.name}'s cost with their pool and runes (356, 414.4)"
    return None


def _where_refusal(game: Game, obj: GameObject, player: int, to: int | None) -> str | None:
    """Where the card is played from (419.1.a, 811.1.b) and to (355.2), and what forbids it (054.1);
    IllegalAction from the rules' own checks is the caller's to report."""
    state, kind = game.state, (obj.card.type or "").lower()
    if obj.zone is Zone.FACEDOWN:
        hidden.check_playable(state, obj.oid)
    else:
        play_locations.check_source(state, obj, player)
    barred = forbidding(state, player, "play", kind=kind)
    if barred is not None:
        return f"{state.player(player).name} can't play {obj.name} ({barred}) (054.1)"
    if kind in ("unit", "gear") and obj.zone is not Zone.FACEDOWN:
        play_locations.check_location(state, game.view(), obj, player, to)
    elif to is not None and kind not in ("unit", "gear"):
        return "a spell is not played to a location (355.2)"
    return None


def _activate_refusal(game: Game, action: ActivateAction) -> str | None:
    state, player = game.state, action.player
    obj = state.get(action.source)
    if obj is None or not obj.on_board or obj.controller != player:
        return "only a permanent you control on the board has abilities you may activate (377, 191.4)"
    found = activated_instances(game.view().instances(obj))
    if not 0 <= action.index < len(found):
        return f"{obj.name} has no activated ability {action.index + 1} (377)"
    ability, instance = found[action.index]
    no = timing_refusal(state, player, ability.timing, f"{obj.name}'s ability")
    if no is not None:
        return no
    res = probe(state, obj, player)
    res.paying_for = f"{(obj.card.type or '').lower()} ability"
    if ability.condition is not None and not ability.condition.holds(res):
        return f"{obj.name}: the ability's condition is not met (377.2.b)"
    if not limits.allows(state, instance, ability.per_turn):
        return f"{obj.name}: the ability was already used as often as it may be this turn (377.2.b)"
    if not all(c.can_pay(res) for c in ability.costs if not isinstance(c, (EnergyCost, PowerCost, ReducedEnergyCost))):
        return f"{obj.name}: the cost can't be paid (402.3, 414.4)"
    chosen = set(state.modes_chosen)
    targets = res.choose_targets(ability.effect)
    state.modes_chosen = chosen
    if not targets:
        return f"{obj.name}: no legal targets (402.3)"
    energy, power = ability_resources(state, obj, player, ability.costs, res)
    if runes.find_payment(state, player, energy, power + deflect_cost(res), res.paying_for) is None:
        return f"{obj.name}: the cost can't be paid with the pool and runes (402.3, 414.4)"
    return None


def _hide_refusal(game: Game, action: HideAction) -> str | None:
    state, player = game.state, action.player
    no = timing_refusal(state, player, None, "hiding")
    if no is not None or window(state, player) == INVITED:
        return no or "an invited teammate plays spells and activates abilities only (316.5.b.1, 489.8.a)"
    obj, field = state.get(action.card), state.battlefields[action.battlefield]
    if obj is None or obj.zone is not Zone.HAND or obj.owner != player or not hidden.has_hidden(game_view(state).abilities(obj)):
        return "only a card with [Hidden] in your hand can be hidden (811.1.b)"
    if field.controller != player:
        return f"{field.name} is not a battlefield you control (811.1.b, 489.8.c.1)"
    if len(field.facedown) >= hide_limit(state, action.battlefield):
        return f"{field.name} already has as many facedown cards as it may hold (811.1.b)"
    if runes.find_payment(state, player, 0, hidden.HIDE_COST) is None:
        return "hiding costs [A], which the pool and runes can't pay (811.1.b)"
    return None


def _move_refusal(game: Game, action: StandardMoveAction) -> str | None:
    state, player = game.state, action.player
    if window(state, player) != MAIN:
        return "a standard move is made only in your Main Phase, in a Neutral Open state (144.1)"
    if not action.units:
        return "a standard move needs a unit (144)"
    places = set()
    for oid in action.units:
        unit = state.get(oid)
        if unit is None or unit.controller != player or unit.card.type != "Unit" or not unit.on_board:
            return "only units you control move with a standard move (144, 489.8.c.2)"
        if unit.exhausted:
            return f"{unit.name} is exhausted: exhausting it is the standard move's cost (144.2, 414.4)"
        if action.to not in destinations(game, unit):
            return f"{unit.name} can't make a standard move there (144.4, 447.2)"
        places.add(unit.location())
    return None
