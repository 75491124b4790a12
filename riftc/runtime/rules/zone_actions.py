"""Runtime game actions that change zones or locations: kill, recall, move, banish, discard, draw,
burn out, channel, add (the rest are in actions.py; same conventions: Event + Outcome, negate)."""

from __future__ import annotations

from ..model.abilities import CardDef
from ..model.choosers import ChoiceRequest, as_ids, check_choice, player_code
from ..model.events import Event, Outcome, log, log_finalized
from ..model.objects import GameObject, Zone
from ..model.state import GameState
from . import replacements
from .actions import board_object, done, forbidden, negate
from .attachments import detach, detach_all, move_attachments
from .layers import compute
from .player_restrictions import forbidding

Source = int | None
Destination = tuple[str, int | None]  # ("base", None) or ("battlefield", index)


def kill(state: GameState, oid: int, *, by: int | None, source: Source = None) -> Outcome:
    """Put a permanent from the board into its owner's trash (428.2). It becomes a new object
    (124), losing damage, statuses and buffs (124.1, 705); "it" still finds its last-known
    information (359.3.e.13)."""
    obj = board_object(state, oid, ("unit", "gear"))
    if isinstance(obj, str):
        return negate(state, "kill", oid, obj, "428.2.a", by=by, source=source)
    if (no := forbidden(state, "kill", obj, by=by, source=source)) is not None:
        return no
    if (instead := replacements.replace(state, "kill", obj, by=by, source=source)) is not None:
        return instead
    old = _leave_board(state, obj, Zone.TRASH)
    return done(state, "kill", old, f"{obj.name} is killed and put into its owner's trash",
                "428.2", by=by, source=source, new_ids=(obj.oid,))


def _leave_board(state: GameState, obj: GameObject, zone: Zone, top: bool = False) -> int:
    """Relocate ``obj`` off the board (to the ``top`` of a deck, or its bottom), keeping its Might in the
    last-known information (359.3.e.13). Its attachments detach and stay where it was (435.4.b); an
    attached card leaving detaches first."""
    might = compute(state).might(obj) if obj.on_board else None
    alone = _was_alone(state, obj) if obj.on_board and obj.card.type == "Unit" else None
    if obj.on_board:
        detach_all(state, obj)
        if obj.attached_to is not None:
            detach(state, obj.oid, by=None)
    old = state.relocate(obj, zone, top=top)
    state.lki[old].last_might, state.lki[old].last_alone = might, alone
    if obj.card.supertype == "Token":  # tokens exist only on the board or the chain (186)
        state.zone_list(obj.zone, obj.owner).remove(obj.oid)
        del state.objects[obj.oid]
    return old


def _was_alone(state: GameState, obj: GameObject) -> bool:
    """Whether unit ``obj`` is alone as it leaves the board (740.2.a: no other friendly unit at its
    location), counting the units leaving with it at the same time (``GameState.leaving_together``)
    as still there."""
    where = obj.location()
    together = [state.lki[o] for o in state.leaving_together if o != obj.oid and o not in state.objects
                and o in state.lki]
    others = [o for o in [*state.board_objects(), *together] if o.oid != obj.oid]
    return not any(o.controller == obj.controller and o.card.type == "Unit" and o.location() == where
                   for o in others)


def unplayable_here(state: GameState, battlefield: int) -> str | None:
    """Why units can't be played to ``battlefield`` ("Units can't be played here." on it, or on a
    permanent there, 054.1): the name of what forbids it, or None."""
    view = compute(state)
    return next((o.name for oid in state.battlefields[battlefield].objects
                 if view.forbids(o := state.objects[oid], "play_here", None)), None)


def create_token(state: GameState, player: int, card: CardDef, *, ready: bool = False,
                 battlefield: int | None = None, source: Source = None) -> Outcome:
    """Play a token (179-186): created on the board under the control of the effect's controller
    (182, 183), in base or at ``battlefield``; a unit token enters exhausted unless ready (178.1.a.1).
    Not played where units can't be played (054.1)."""
    if battlefield is not None and card.type == "Unit" and (no := unplayable_here(state, battlefield)):
        log(state, "play", (), False, f"a {card.name} token can't be played to "
            f"{state.battlefields[battlefield].name} ({no}) (054.1)", "054.1", by=player, source=source)
        return Outcome("play", players=(player,))
    zone = Zone.BASE if battlefield is None else Zone.BATTLEFIELD
    obj = state.new_object(card, player, zone, battlefield=battlefield)
    obj.exhausted = card.type == "Unit" and not ready
    where = "base" if battlefield is None else state.battlefields[battlefield].name
    log_finalized(state, obj.oid, f"a {card.name} token", by=player, source=source)  # played at once (186)
    log(state, "play", (obj.oid,), True, f"a {card.name} token is played to {where}", "186",
        by=player, source=source, new_ids=(obj.oid,))
    return Outcome("play", targets=(obj.oid,), affected=(obj.oid,), players=(player,))


def recall(state: GameState, oid: int, *, by: int | None, source: Source = None,
           exhausted: bool = False) -> Outcome:
    """Send a permanent to its controller's base without it being a move (455, 456); its damage
    and statuses stay (458.1). ``exhausted``: "recall it exhausted", it arrives exhausted."""
    obj = board_object(state, oid, ())
    if isinstance(obj, str):
        return negate(state, "recall", oid, obj, "455", by=by, source=source)
    if obj.zone is Zone.BASE:
        return negate(state, "recall", oid, "is already in its base", "455", by=by, source=source)
    state.relocate(obj, Zone.BASE)
    move_attachments(state, obj)
    if exhausted:
        obj.exhausted = True
    return done(state, "recall", oid, f"{obj.name} is recalled to base{' exhausted' if exhausted else ''}",
                "455", by=by, source=source)


def invalid_destination(state: GameState, unit: GameObject, battlefield: int) -> str | None:
    """Why ``battlefield`` is an invalid destination for a move of any kind of ``unit`` (None: it is
    valid): ``blocked`` for its controller."""
    return blocked(state, unit.controller, battlefield, unit.oid)


def blocked(state: GameState, who: int, battlefield: int, moving: int | None = None) -> str | None:
    """Why units of ``who`` can't go to ``battlefield`` (None: they can): units of two other players
    are there (449.2, 144.4.a.1); a teammate's units are there (447.2.b: allies never share a
    battlefield, riftbound-origins-faq-062); with more than two players, a combat of two other
    players is going on there and ``who`` has no units there (447.2.a). ``moving``: the unit going
    there, not counted among those there."""
    here = {state.objects[o].controller for o in state.battlefields[battlefield].objects
            if state.objects[o].card.type == "Unit" and o != moving}
    others = here - {who}
    if len(others) >= 2:
        return "units of two other players are there (449.2)"
    if any(state.teams[p] == state.teams[who] for p in others):
        return "a teammate's units are there (447.2.b)"
    field = state.battlefields[battlefield]  # a staged combat has units of two other players: 449.2
    if len(state.players) > 2 and field.attacker is not None and who not in here \
            and who not in (field.attacker, field.defender):
        return "a combat of two other players is going on there (447.2.a)"
    return None


def trash_lost_hidden(state: GameState) -> bool:
    """Cleanup step 5 (323.7): a hidden card at a battlefield its controller no longer controls goes to
    its owner's trash (811.1.b: it stays hidden "for as long as you control that battlefield"). True
    if any did."""
    lost = [(f, oid) for f in state.battlefields for oid in f.facedown if state.objects[oid].controller != f.controller]
    for field, oid in lost:
        obj = state.objects[oid]
        old = state.relocate(obj, Zone.TRASH)
        log(state, "trash", (old,), True, f"a hidden card at {field.name} is put into its owner's trash: "
            f"{state.player(obj.owner).name} no longer controls {field.name}", "323.7", by=None, new_ids=(obj.oid,))
    return bool(lost)


def move(state: GameState, oid: int, to: Destination, *, by: int | None,
         source: Source = None) -> Outcome:
    """Move a permanent between locations on the board (420, 445-453, 446.1). Being there already is a
    negated move. A unit whose destination is invalid (``invalid_destination``, 447.2.a-b, 449.2) is
    recalled instead (447.2.c). "Base" is the permanent's controller's base, whoever moves it
    (riftbound-origins-faq-063). A gear moved while attached leaves its unit (vendetta-faq-009), which
    ends copies lasting while it is attached."""
    obj = board_object(state, oid, ("unit", "gear"))
    if isinstance(obj, str):
        return negate(state, "move", oid, obj, "420.1", by=by, source=source)
    where = ("base", obj.controller) if to[0] == "base" else to
    if obj.location() == where and obj.attached_to is None:
        return negate(state, "move", oid, "is already there", "447.2", by=by, source=source)
    if (obj.card.type or "").lower() == "gear" and to[0] != "base":
        return negate(state, "move", oid, "is a gear: only units go to battlefields", "446.1", by=by, source=source)
    if to[0] != "base" and (invalid := invalid_destination(state, obj, to[1] or 0)) is not None:
        log(state, "invalid_destination", (oid,), False, f"{obj.name} can't move to "
            f"{state.battlefields[to[1] or 0].name}: {invalid}; it is recalled instead", "447.2.c", by=by, source=source)
        return recall(state, oid, by=by, source=source)
    if (no := forbidden(state, "move", obj, by=by, source=source)) is not None:
        return no
    if to[0] == "base" and (no := forbidden(state, "move_to_base", obj, by=by, source=source,
                                            event="move")) is not None:
        return no
    if obj.attached_to is not None:
        detach(state, oid, by=by, source=source)
    origin = obj.location()
    if to[0] == "base":
        state.relocate(obj, Zone.BASE)
        text = f"{obj.name} moves to base"
    else:
        state.relocate(obj, Zone.BATTLEFIELD, battlefield=to[1])
        text = f"{obj.name} moves to {state.battlefields[to[1] or 0].name}"
    move_attachments(state, obj)  # attached cards go with it (434.4)
    # The event carries where it started (origin) and, as amount, the battlefield it ended at (1-based;
    # 0: a base), like a scoring event: "a battlefield I moved to or from" (359.3.f.3)
    log(state, "move", (oid,), True, text, "420.1", by=by, source=source, origin=origin,
        amount=0 if to[0] == "base" else (to[1] or 0) + 1)
    return Outcome("move", targets=(oid,), affected=(oid,))


def banish(state: GameState, oid: int, *, by: int | None, source: Source = None) -> Outcome:
    """Put a card from any zone into its owner's banishment (427.1, 427.2)."""
    obj = state.get(oid)
    if obj is None:
        return negate(state, "banish", oid, "no longer exists there", "427.2", by=by, source=source)
    if obj.zone is Zone.BANISHMENT:
        return negate(state, "banish", oid, "is already banished", "427.1", by=by, source=source)
    old = _leave_board(state, obj, Zone.BANISHMENT)
    return done(state, "banish", old, f"{obj.name} is banished", "427.2", by=by, source=source,
                new_ids=(obj.oid,))


def return_to_hand(state: GameState, oid: int, *, by: int | None, source: Source = None) -> Outcome:
    """Put a card from the board or a trash into its owner's hand: a new object there (124.1); a
    token ceases to exist instead (186)."""
    obj = state.get(oid)
    if obj is None or not (obj.on_board or obj.zone is Zone.TRASH):
        return negate(state, "return", oid, "is not on the board or in a trash", "124.1", by=by, source=source)
    if obj.on_board and (instead := replacements.replace(state, "return", obj, by=by, source=source)) is not None:
        return instead  # "If a spell or ability that chooses me would … return me to hand, …" (370.1.b)
    old = _leave_board(state, obj, Zone.HAND)
    return done(state, "return", old, f"{obj.name} is returned to its owner's hand", "124.1", by=by,
                source=source, new_ids=(obj.oid,))


def put_on_deck(state: GameState, oid: int, *, top: bool, by: int | None, source: Source = None) -> Outcome:
    """Put a permanent from the board on the top or the bottom of its owner's Main Deck (056.2: a card
    goes only into its owner's zones): a new object there (124.1); a token ceases to exist (186.1)."""
    obj = board_object(state, oid, ("unit", "gear"))
    if isinstance(obj, str):
        return negate(state, "put_on_deck", oid, obj, "124.1", by=by, source=source)
    old = _leave_board(state, obj, Zone.MAIN_DECK, top=top)
    return done(state, "put_on_deck", old, f"{obj.name} is put on the {'top' if top else 'bottom'} of its "
                "owner's Main Deck", "056.2", by=by, source=source, new_ids=(obj.oid,))


def discard(state: GameState, oid: int, *, by: int | None, source: Source = None) -> Outcome:
    """Move a card from its owner's hand to their trash (422.1)."""
    obj = state.get(oid)
    if obj is None or obj.zone is not Zone.HAND:
        return negate(state, "discard", oid, "is not in hand", "422.1", by=by, source=source)
    old = state.relocate(obj, Zone.TRASH)
    return done(state, "discard", old, f"{obj.name} is discarded", "422.1", by=by, source=source,
                new_ids=(obj.oid,))


def draw(state: GameState, player: int, amount: int, *, source: Source = None) -> Outcome:
    """Draw ``amount`` from the top of the main deck (413.1). Drawing from an empty deck burns out
    first and then keeps drawing (413.4, 431.1.a); with an empty trash too, drawing stops after one
    burn out per missing card (431.3: in a real game the opponents' points end it)."""
    drawn: list[int] = []
    deck = state.player(player).zone(Zone.MAIN_DECK)
    for _ in range(amount):
        if not deck:
            burn_out(state, player)
        if not deck:
            continue
        obj = state.objects[deck[0]]
        state.relocate(obj, Zone.HAND)
        drawn.append(obj.oid)
    name = state.player(player).name
    text = f"{name} draws {len(drawn)}" if drawn else f"draw negated: {name} has no card to draw"
    log(state, "draw", tuple(drawn), bool(drawn), text, "413.1" if drawn else "413.4",
        by=player, source=source, amount=len(drawn))
    return Outcome("draw", affected=tuple(drawn), players=(player,), amount=len(drawn))


def burn_out(state: GameState, player: int) -> None:
    """Recycle the trash into the main deck in random order, then the player chooses an opponent who
    gains 1 point (431.2.b-c; asked of the game's chooser when there are several)."""
    me = state.player(player)
    trash = list(me.zone(Zone.TRASH))
    state.rng.shuffle(trash)  # 416.5: cards recycled together go in a random order
    for oid in trash:
        state.relocate(state.objects[oid], Zone.MAIN_DECK)
    winner = _burn_out_opponent(state, player)
    barred = forbidding(state, winner, "gain_points")  # "can't gain points" (riftbound-spiritforged-faq-012)
    if barred is None:
        state.player(winner).points += 1
    gains = "gains 1 point" if barred is None else f"gains no point ({barred})"
    log(state, "burn_out", (), True, f"{me.name} burns out; {state.player(winner).name} {gains}",
        "431.2", by=player)


def _burn_out_opponent(state: GameState, player: int) -> int:
    """The opponent who gains the point: the burning-out player's choice (431.2.c), starting the
    options in turn order from the player."""
    seats = len(state.players)
    options = sorted(state.opponents(player), key=lambda p: (p - player) % seats)
    if len(options) == 1 or state.chooser is None:
        return options[0]
    request = ChoiceRequest(player, None, f"{state.player(player).name} burns out: which opponent gains "
                            "1 point? (431.2.c)", tuple(player_code(p) for p in options), 1, 1)
    (picked,) = check_choice(request, as_ids(state.chooser.choose(request)),
                             {player_code(p): state.player(p).name for p in options})
    return -picked - 2000


def channel(state: GameState, player: int, amount: int, *, exhausted: bool = False,
            source: Source = None) -> Outcome:
    """Put the top ``amount`` runes of the rune deck onto the board (430.1), ready unless told
    otherwise (430.2.a); as many as there are (430.3)."""
    deck = state.player(player).zone(Zone.RUNE_DECK)
    runes: list[GameObject] = [state.objects[oid] for oid in deck[:amount]]
    for rune in runes:
        state.relocate(rune, Zone.BASE, controller=player)
        rune.exhausted = exhausted
    ids = tuple(r.oid for r in runes)
    name = state.player(player).name
    log(state, "channel", ids, bool(ids), f"{name} channels {len(ids)} rune(s)", "430.1",
        by=player, source=source, amount=len(ids))
    return Outcome("channel", affected=ids, players=(player,), amount=len(ids))


def add_resources(state: GameState, player: int, energy: int = 0, power: tuple[str, ...] = (), *,
                  source: Source = None, only: tuple[str, ...] = ()) -> Outcome:
    """Add Energy/Power to a rune pool (429, 166.1); with ``only``, reserved for costs of those
    purposes ("Spend this Energy only to play spells", ``RunePool.reserve``)."""
    pool = state.player(player).pool
    if only:
        pool.reserve(energy, power, only)
    else:
        pool.add(energy, power)
    limit = f", to spend only on: {', '.join(only)}" if only else ""
    log(state, "add", (), True, f"{state.player(player).name} adds {energy} energy and power "
        f"{''.join(power) or 'none'}{limit}", "429", by=player, source=source, amount=energy)
    return Outcome("add", players=(player,), amount=energy + len(power), done=True)


def pay(state: GameState, player: int, energy: int = 0, power: tuple[str, ...] = (), *,
        source: Source = None) -> Outcome:
    """Pay Energy and Power from a player's rune pool as a cost within an instruction (355.10.c.1).
    A cost must be paid in full (414.4, 416.3): if the pool can't, nothing is paid (negated)."""
    me = state.player(player)
    shown = f"{energy} energy and power {''.join(power) or 'none'}"
    if not me.pool.can_pay(energy, power):
        log(state, "pay", (), False, f"pay negated: {me.name} can't pay {shown}", "444.2.b",
            by=player, source=source, reason="can't pay")
        return Outcome("pay", players=(player,))
    me.pool.pay(energy, power)
    log(state, "pay", (), True, f"{me.name} pays {shown}", "444.1", by=player, source=source,
        amount=energy)
    return Outcome("pay", players=(player,), amount=energy + len(power), done=True)


def gain_xp(state: GameState, player: int, amount: int, *, source: Source = None) -> Outcome:
    """The player gains ``amount`` XP (730.1)."""
    me = state.player(player)
    me.xp += amount
    log(state, "gain_xp", (), amount > 0, f"{me.name} gains {amount} XP ({me.xp} in all)", "730.1",
        by=player, source=source, amount=amount)
    return Outcome("gain_xp", players=(player,), amount=amount, done=amount > 0)


def score_points(state: GameState, player: int, amount: int, *, source: Source = None) -> Outcome:
    """The player gains ``amount`` points from an effect (468.1; not a conquer or hold, so not
    bound by the final point's restrictions, 471.1.a.1)."""
    me = state.player(player)
    barred = forbidding(state, player, "gain_points") if amount > 0 else None
    if barred is not None:  # "opponents can't score points" (riftbound-spiritforged-faq-012)
        log(state, "score", (), False, f"score negated: {me.name} can't gain points ({barred})",
            "054.1", by=player, source=source)
        return Outcome("score", players=(player,))
    me.points += amount
    log(state, "score", (), amount > 0, f"{me.name} scores {amount} point(s)", "471.1.a.1", by=player,
        source=source, amount=amount)
    return Outcome("score", players=(player,), amount=amount, done=amount > 0)


def killed_by(events: list[Event], oid: int) -> tuple[int | None, int | None]:
    """Who kills a unit dying of lethal damage in a cleanup (428.5.c): the spell or ability that
    resolved just before it and dealt it damage (its events are ``events``), and the player
    responsible for that damage (428.5.c.1), so "When you kill a unit with a spell" sees Void Seeker's
    kill (riftbound-origins-faq-079). Damage with no such source (combat damage, whose kill 428.5.c.2
    gives to the units that dealt it) gives (None, None)."""
    for event in reversed(events):
        if event.kind == "damage" and event.performed and oid in event.objects and event.source is not None:
            return event.player, event.source
    return None, None
