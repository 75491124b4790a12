"""Lowering of conditions (364.3.a, 377.2.b): states, counts, standings and what happened this turn."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from riftc import nodes, runtime
from riftc.check import references
from riftc.lower import deck, players, selectors, targets
from riftc.lower.context import LoweringContext
from riftc.lower.dispatch import Ladder


# Statuses a condition can test ("while I'm [Mighty]", "if not Empowered") → runtime properties.
STATUS_PROPERTIES = {"mighty": runtime.Mighty(), "empowered": runtime.Empowered(), "buffed": runtime.Buffed(),
                     "stunned": runtime.Stunned(), "exhausted": runtime.Exhausted(), "ready": runtime.IsReady()}


ROLE_PROPERTIES = {"attacker": runtime.Attacking(), "defender": runtime.Defending()}


# Unit states printed as words ("while I'm buffed", "if it's attacking") → runtime properties.
STATE_WORDS = {"buffed": runtime.Buffed(), "stunned": runtime.Stunned(), "exhausted": runtime.Exhausted(),
               "ready": runtime.IsReady(), "attacking": runtime.Attacking(), "defending": runtime.Defending(),
               "damaged": runtime.Damaged(), "[mighty]": runtime.Mighty(), "mighty": runtime.Mighty(),
               "[empowered]": runtime.Empowered(), "empowered": runtime.Empowered()}


# Subjects of a state test: "I'm" is the source (053), "it is"/"it's" the antecedent.
SELF_SUBJECTS = ("i'm", "i am", "i")


IT_SUBJECTS = ("it is", "it's", "it")


# Past-tense verbs of "you've <verb> a card this turn" → the event kind in the log.
DONE_EVENTS = {"discarded": "discard"}


# Test node type → its runtime Condition; None: a narrower test of that type that cannot be checked yet.
CONDITIONS = Ladder("the condition", "the condition {} cannot be checked yet")
condition_of = CONDITIONS.register


# --- conditions (364.3.a "while", 377.2.b "use only if", 727 dependent keywords)
def condition(cx: LoweringContext, node: nodes.Node) -> Any:
    """A condition node ("while I'm [Mighty]", "if not Empowered") → a runtime Condition."""
    test = node.test if isinstance(node, (nodes.WhileCondition, nodes.IfCondition)) else node
    return CONDITIONS(cx, test)


# The zones "if it is empty" can be about (108.3.c.1), by their word on the card.
EMPTY_ZONES = {"champion zone": runtime.Zone.CHAMPION.value}


@condition_of(nodes.IsEmpty)
def _is_empty(cx: LoweringContext, test: nodes.IsEmpty) -> Any:
    """"… to your Champion Zone if it is empty": "it" is that zone (the check stage's answer), which
    must hold no card of yours (108.3.c.1)."""
    zone = cx.references.answer(test) if cx.references.resolves(test) else None
    about_it = " ".join(test.subject.lower().replace("\u2019", "'").split()) in IT_SUBJECTS
    found = EMPTY_ZONES.get(zone.zone.lower()) if isinstance(zone, nodes.Zone) and zone.owner == "your" \
        and about_it else None
    if found is None:
        raise cx.error(test, f"the condition {cx.words(test)} cannot be checked yet")
    return runtime.ZoneEmpty(zone=found)


@condition_of(nodes.IsStatus)
def _is_status(cx: LoweringContext, test: nodes.IsStatus) -> Any:
    prop = _status(cx, test.status.name, test)
    if test.times is not None:
        if not isinstance(prop, runtime.Empowered):
            raise cx.error(test.times, f"[{test.status.name}] several times cannot be checked yet")
        # "While I'm [Empowered] three times": that many empowered statuses at once (441.1.c.1).
        prop = runtime.Empowered(times=selectors.count_value(test.times.count))
    return runtime.Is(subject=_condition_subject(cx, test, test.subject), prop=prop)


@condition_of(nodes.NotStatus)
def _not_status(cx: LoweringContext, test: nodes.NotStatus) -> Any:
    return runtime.Negate(inner=runtime.Is(subject=runtime.Self(), prop=_status(cx, test.status, test)))


@condition_of(nodes.IsRole)
def _is_role(cx: LoweringContext, test: nodes.IsRole) -> Any:
    role = ROLE_PROPERTIES.get(test.role.lower())
    if role is None:
        raise cx.error(test, f'"{test.role}" cannot be checked yet')
    return runtime.Is(subject=_condition_subject(cx, test, test.subject), prop=role)


@condition_of(nodes.PaidAdditionalCost)
def _paid_additional_cost(cx: LoweringContext, test: nodes.PaidAdditionalCost) -> Any:
    """"if you paid the additional cost" (356): the card's one additional cost was paid."""
    if test.which.lower().startswith("each"):
        # "each additional cost": every one of several, which the runtime does not tell apart.
        raise cx.error(test, "whether each of several additional costs was paid cannot be checked yet")
    return runtime.PaidAdditionalCost()


@condition_of(nodes.HasXp)
def _has_xp(cx: LoweringContext, test: nodes.HasXp) -> Any:
    return runtime.HasXp(n=test.threshold)


@condition_of(nodes.AssignedExcess)
def _assigned_excess(cx: LoweringContext, test: nodes.AssignedExcess) -> Any:
    if test.comparative == "more" and (test.target is None or (
            isinstance(test.target, nodes.Choice) and test.target.controller == "enemy"
            and getattr(test.target.noun, "word", "") == "units")):
        # "if you assigned 5 or more excess damage (to enemy units)" (465.2.c.4: excess combat
        # damage is only ever assigned to enemy units, so saying so changes nothing).
        return runtime.AssignedExcess(n=test.amount)
    return None


@condition_of(nodes.IsA)
def _is_a(cx: LoweringContext, test: nodes.IsA) -> Any:
    if isinstance(test.noun, nodes.Tag):
        # "If it's an Equipment, …": the object "it" names has that tag (a characteristic, 135.4.a).
        return runtime.Is(subject=_condition_subject(cx, test, test.subject), prop=runtime.HasTag(test.noun.name))
    return deck.card_type_condition(cx, test)  # "If it's a gear"


@condition_of(nodes.DoneTwice)
def _done_twice(cx: LoweringContext, test: nodes.DoneTwice) -> Any:
    if isinstance(test.subject, nodes.SelfRef) and test.action.lower() == "moved" \
            and test.duration.lower() == "this turn":
        # "If I have moved twice this turn": two performed moves of mine this turn (420).
        targets.check_self_word(cx, test.subject)
        return runtime.MovedTimes(n=2)
    return None


@condition_of(nodes.IsAt)
def _is_at(cx: LoweringContext, test: nodes.IsAt) -> Any:
    if isinstance(test.location, nodes.InCombat):
        # "While I'm in combat": I have a combat designation (740.2.c).
        return runtime.Is(subject=_condition_subject(cx, test, test.subject), prop=runtime.InCombat())
    if isinstance(test.location, nodes.FightLocation) and test.location.fight.lower() == "showdown" \
            and test.location.article.lower() == "a" and test.location.preposition.lower() == "in":
        # "While I'm in a showdown": at the battlefield where one is under way (341).
        return runtime.Is(subject=_condition_subject(cx, test, test.subject), prop=runtime.InShowdown())
    if isinstance(getattr(test.location, "place", None), nodes.FilteredPlace):
        return _is_at_with(cx, test)
    # "if I'm at a battlefield": I am among the objects at such a location (197).
    if test.subject.lower().replace("’", "'") not in ("i'm", "i am"):
        raise cx.error(test, f'where "{test.subject}" is cannot be checked yet (only where this card is)')
    where = selectors.location(test.location)
    return runtime.CountAtLeast(selector=runtime.Selector(self_only=True, location=where))


@condition_of(nodes.PlayedThisTurn)
def _played_this_turn(cx: LoweringContext, test: nodes.PlayedThisTurn) -> Any:
    if isinstance(test.card, nodes.Choice) and isinstance(test.card.quantity, nodes.Another):
        return runtime.PlayedThisTurn()
    return _played_kind(cx, test)


@condition_of(nodes.GainedXpThisTurn)
def _gained_xp_this_turn(cx: LoweringContext, test: nodes.GainedXpThisTurn) -> Any:
    # "if you've gained XP this turn" (730.1): a gain_xp event of yours this turn.
    if test.duration.lower() != "this turn":
        raise cx.error(test, f'gaining XP "{test.duration}" cannot be checked yet (only "this turn")')
    return runtime.HappenedThisTurn(kind="gain_xp")


# Phases of the turn as printed ("Beginning Phase", 315-317) → the runtime's ``GameState.phase``.
PHASES = {"awaken phase": "awaken", "beginning phase": "beginning", "channel phase": "channel",
          "draw phase": "draw", "main phase": "main", "ending phase": "ending"}


def _phase(cx: LoweringContext, node: nodes.Node, phase: str) -> str:
    found = PHASES.get(" ".join(phase.lower().split()))
    if found is None:
        raise cx.error(node, f'the phase "{phase}" cannot be checked yet')
    return found


@condition_of(nodes.IsTurn)
def _is_turn(cx: LoweringContext, test: nodes.IsTurn) -> Any:
    if test.subject.lower().replace("\u2019", "'") not in IT_SUBJECTS:
        raise cx.error(test, f'"{test.subject} … turn" cannot be checked yet')
    if test.owner.lower() != "your":
        return None
    if test.phase.lower() == "turn":
        return runtime.YourTurn()  # "if it's your turn" (the turn player, 301)
    # "If it's your Beginning Phase": your turn, and the game is in that phase of it now (315.2).
    return runtime.AllOf(conditions=(runtime.YourTurn(), runtime.PhaseIs(phase=_phase(cx, test, test.phase))))


@condition_of(nodes.WasStatus)
def _was_status(cx: LoweringContext, test: nodes.WasStatus) -> Any:
    """"If I was [Mighty]" ([Deathknell]): my Might as I last existed on the board (359.3.e.13) was 5
    or more (708), read from the last-known information when I have left it."""
    if not isinstance(test.subject, nodes.SelfRef) or test.status.name.lower() != "mighty" \
            or test.status.value is not None:
        raise cx.error(test, "this test of what an object was cannot be checked yet")
    targets.check_self_word(cx, test.subject)
    return runtime.AmountAtLeast(amount=runtime.MightOf(of=runtime.Self()), n=5)  # Mighty: 5+ Might (708)


@condition_of(nodes.ControlsThis)
def _controls_this(cx: LoweringContext, test: nodes.ControlsThis) -> Any:
    if test.noun.lower() == "battlefield" and cx.card.type == "Battlefield":
        # "While you control this battlefield" (190.6.d: "you" is the battlefield's controller).
        return runtime.ControlsThisBattlefield()
    return None


def _controls(cx: LoweringContext, chosen: nodes.Choice) -> Any:
    """"if you control a Dragon" / "two or more gear" / "3 or more other gear" / "8+ runes" (at
    least N; "4 or fewer" is "not 5 or more"); "if you have exactly two units there": at the place
    named before (``targets.place_there``)."""
    holding = _battlefield_holding(cx, chosen)  # "if you control a battlefield with exactly two units there"
    if holding is not None:
        return holding
    at, said = None, chosen
    if isinstance(chosen.location, nodes.There) and cx.there is None:
        chosen, at = replace(chosen, location=None), targets.place_there(cx, chosen.location)
    selector = replace(selectors.selector(chosen), controller="yours")  # you alone (faq-061)
    cx.links.counted[references.key(said)] = runtime.AllAt(selector=selector, at=at)  # what "they" then names
    return _count(cx, chosen, selector, at)


def _condition_subject(cx: LoweringContext, node: nodes.Node, subject: str) -> runtime.ObjectRef:
    if subject.lower().replace("’", "'") in ("i'm", "i am", "i"):
        return runtime.Self()
    if subject.lower().replace("’", "'") in ("it's", "it is"):
        return targets.antecedent(cx, node)  # "If it's [Empowered]": the object of the latest instruction
    if subject.lower() == "this is" and cx.card.type in ("Gear", "Spell"):
        return runtime.Self()  # "If this is [Empowered]" on a gear (053.2)
    raise cx.error(node, f'conditions about "{subject}" cannot be checked yet')


def _status(cx: LoweringContext, name: str, node: nodes.Node) -> Any:
    prop = STATUS_PROPERTIES.get(name.lower())
    if prop is None:
        raise cx.error(node, f"the status [{name}] cannot be checked yet")
    return prop


@condition_of(nodes.IsOnly)
def _is_only(cx: LoweringContext, test: nodes.IsOnly) -> runtime.OnlyUnitThere:
    """"if it is the only unit you control there" (OGN-046): "there" is its own location."""
    plain = isinstance(test.noun, nodes.ObjectNoun) and test.noun.word == "unit" and test.controller is None
    if not (plain and isinstance(test.controlled_by, nodes.ControlledBy) and isinstance(test.location, nodes.There)
            and isinstance(test.subject, str)):
        raise cx.error(test, "this test of the only object somewhere cannot be checked yet")
    return runtime.OnlyUnitThere(subject=_state_subject(cx, test))


# --- states of an object
@condition_of(nodes.IsState)
def _is_state(cx: LoweringContext, test: nodes.IsState) -> Any:
    """"while I'm buffed" (702.2.a), "if it is stunned" (423.1.a), "while I'm attacking or
    defending alone" (740.2.a): the subject has one of the states (and is alone)."""
    if isinstance(test.subject, str) and test.already is None and test.alone is None \
            and len(test.states.states) == 1 and test.states.states[0].startswith("["):
        # "while I'm [Mighty]": a status keyword lexed as a unit state (706).
        return runtime.Is(subject=_condition_subject(cx, test, test.subject),
                          prop=_status(cx, test.states.states[0].strip("[]"), test))
    if test.already is not None and not cx.checking_before_instead:
        raise cx.error(test, '"already" in a state test cannot be checked yet')
    subject = _state_subject(cx, test)
    props = []
    for word in test.states.states:
        prop = STATE_WORDS.get(word.lower())
        if prop is None:
            raise cx.error(test.states, f'the state "{word}" cannot be checked yet')
        props.append(prop)
    state = runtime.Is(subject=subject, prop=props[0] if len(props) == 1 else runtime.AnyOf(tuple(props)))
    if test.alone is None:
        return state
    return runtime.AllOf(conditions=(state, runtime.Is(subject=subject, prop=runtime.Alone())))


def _state_subject(cx: LoweringContext, test: nodes.IsState) -> runtime.ObjectRef:
    subject = test.subject
    if isinstance(subject, str):
        words = " ".join(subject.lower().replace("’", "'").split())
        if words in SELF_SUBJECTS:
            return runtime.Self()
        if words in IT_SUBJECTS:
            return targets.antecedent(cx, test)  # "it" is the object of the latest instruction
    raise cx.error(test, f'conditions about "{subject}" cannot be checked yet'
                     if isinstance(subject, str) else "this subject of a state test cannot be checked yet")


# --- what you have
def _you_have(cx: LoweringContext, chosen: nodes.Choice) -> Any:
    """"if you have two or fewer cards in your hand", "while you have 8+ runes", "while you have
    another unit here": a count of the objects you control (runes and permanents on the board,
    189) or own in your hand."""
    noun = getattr(chosen.noun, "word", "")
    where = chosen.location
    if isinstance(where, nodes.At) and isinstance(where.place, nodes.ThatRef) \
            and getattr(where.place.noun, "word", "") == "battlefield":
        return _units_at_scored_battlefield(cx, chosen)
    if noun in ("card", "cards") and isinstance(chosen.clause, nodes.WithNameIn):
        # "if you have a card with my name in your trash" (132.1): cards you own there named like me
        place = getattr(chosen.clause.location, "place", None)
        if not (isinstance(place, nodes.Zone) and place.zone == "trash" and place.owner == "your"):
            raise cx.error(chosen, "counting these cards cannot be checked yet")
        return _count(cx, chosen, selectors.selector(chosen))
    if noun in ("card", "cards"):
        where = chosen.location
        in_hand = isinstance(where, nodes.At) and isinstance(where.place, nodes.Zone) \
            and where.place.zone == "hand" and where.place.owner in ("your", None)  # "you have … in hand"
        if not in_hand or chosen.other or chosen.state or chosen.controller or chosen.might_filter \
                or chosen.keyword_filter:
            raise cx.error(chosen, "counting these cards cannot be checked yet")
        return _count(cx, chosen, runtime.Selector(zone="hand", controller="friendly"))
    return _controls(cx, chosen)


def _battlefield_holding(cx: LoweringContext, chosen: nodes.Choice) -> runtime.BattlefieldHolding | None:
    """"a battlefield with exactly two units there" (controlled by you, 190): the objects the clause
    counts, at that battlefield; None for any other choice."""
    clause = chosen.clause
    if not (getattr(chosen.noun, "word", "") == "battlefield" and isinstance(clause, nodes.WithObjects)):
        return None
    counted = clause.objects
    plain = not (chosen.other or chosen.state or chosen.controller or chosen.qualifier or chosen.controlled_by
                 or chosen.location or chosen.might_filter or chosen.keyword_filter)
    if not (plain and isinstance(chosen.quantity, nodes.One) and isinstance(counted, nodes.Choice)
            and isinstance(counted.location, nodes.There)):
        raise cx.error(chosen, f"{cx.words(chosen)} cannot be checked yet")
    quantity = counted.quantity
    if isinstance(quantity, nodes.Precisely):
        least = most = selectors.count_value(quantity.count)
    elif isinstance(quantity, nodes.CountOrMore):
        least, most = selectors.count_value(quantity.count), None
    else:
        raise cx.error(counted, f"counting {cx.words(counted)} cannot be checked yet")
    return runtime.BattlefieldHolding(selector=selectors.selector(replace(counted, location=None, quantity=None)),
                                      at_least=least, at_most=most)


def _count(cx: LoweringContext, chosen: nodes.Choice, selector: runtime.Selector,
           at: runtime.PlaceRef | None = None) -> Any:
    """At least / at most N objects of ``selector`` ("two or fewer" is "not three or more"); ``at``:
    only those at a place named before ("there")."""
    quantity = chosen.quantity
    if isinstance(quantity, (nodes.One, nodes.Another)):
        return runtime.CountAtLeast(selector=selector, n=1, at=at)
    if isinstance(quantity, nodes.Precisely):  # "exactly one other unit": at least 1, not 2
        n = selectors.count_value(quantity.count)
        return runtime.AllOf(conditions=(runtime.CountAtLeast(selector=selector, n=n, at=at), runtime.Negate(
            inner=runtime.CountAtLeast(selector=selector, n=n + 1, at=at))))
    if isinstance(quantity, nodes.CountOrMore):  # "8+ runes"
        return runtime.CountAtLeast(selector=selector, n=selectors.count_value(quantity.count), at=at)
    if isinstance(quantity, nodes.Bounded) and quantity.comparative in ("more", "fewer", "less"):
        n = selectors.count_value(quantity.count)
        if quantity.comparative == "more":
            return runtime.CountAtLeast(selector=selector, n=n, at=at)
        return runtime.Negate(inner=runtime.CountAtLeast(selector=selector, n=n + 1, at=at))
    raise cx.error(chosen, "this count of objects you control cannot be checked yet")


def _there_are(cx: LoweringContext, chosen: nodes.Choice) -> Any:
    """"while there's a stunned enemy unit here", "if there is exactly one other unit you control
    here": a count of such objects on the board, whoever controls them."""
    return _count(cx, chosen, selectors.selector(chosen))


# Tests of how many objects of a choice phrase there are → the count they make of them.
OBJECT_COUNTS = {nodes.Controls: _controls, nodes.YouHave: _you_have, nodes.ThereIs: _there_are}


@condition_of(*OBJECT_COUNTS)
def _object_count(cx: LoweringContext, test: Any) -> Any:
    """"if you control a Dragon", "if you have two or fewer cards in your hand", "while there's a
    stunned enemy unit here"; only a choice phrase can be counted yet, and "something" you control."""
    if isinstance(test, nodes.Controls) and isinstance(test.objects, nodes.Something):
        return _controls_something(cx, test.objects)
    if isinstance(test.objects, nodes.JoinedTargets) \
            and all(isinstance(item, nodes.Choice) for item in test.objects.items):
        # "if you have exactly 4 cards in hand and exactly 4 units at battlefields": every count holds
        return runtime.AllOf(conditions=tuple(OBJECT_COUNTS[type(test)](cx, item) for item in test.objects.items))
    return OBJECT_COUNTS[type(test)](cx, test.objects) if isinstance(test.objects, nodes.Choice) else None


def _controls_something(cx: LoweringContext, thing: nodes.Something) -> Any:
    """"if you control something that's [Empowered]": some game object on the board of any type (a
    unit, gear, rune or legend) that you control has that state (441.2, 142.4)."""
    if thing.other is not None or thing.controlled_by is not None or thing.location is not None \
            or thing.besides is not None or thing.clause is None:
        raise cx.error(thing, "this test of something you control cannot be checked yet")
    state = thing.clause.state
    name = f"[{state.name}]" if isinstance(state, nodes.Keyword) and state.value is None else state
    prop = selectors.STATE_PROPERTIES.get(name) if isinstance(name, str) else None
    if prop is None:
        raise cx.error(thing.clause, "this state of something you control cannot be checked yet")
    return runtime.CountAtLeast(selector=runtime.Selector(controller="yours", properties=(prop(),)))


# --- players
@condition_of(nodes.PlayerControls)
def _player_controls(cx: LoweringContext, test: nodes.PlayerControls) -> Any:
    """"if an opponent controls a battlefield" (190): some battlefield is controlled by an
    opponent (no teams: every other player is one, 740.1.b)."""
    player, objects = test.player, test.objects
    opponent = players.is_one_player(player, "opponent")
    battlefield = getattr(objects.noun, "word", "") == "battlefield" and isinstance(objects.quantity, nodes.One) \
        and not (objects.other or objects.state or objects.controller or objects.location)
    if opponent and battlefield:
        return runtime.ControlsBattlefield(whose="opponent")
    if opponent and isinstance(objects, nodes.Choice) and isinstance(objects.quantity, nodes.One) \
            and not (objects.controller or objects.controlled_by):
        # "if an opponent controls a stunned unit": an enemy one exists (740.1.b: no teams).
        return runtime.CountAtLeast(selector=replace(selectors.selector(objects), controller="enemy"))
    raise cx.error(test, "this test of what a player controls cannot be checked yet")


@condition_of(nodes.ScoreWithin)
def _score_within(cx: LoweringContext, test: nodes.ScoreWithin) -> Any:
    """"if your score is (not) within 3 points of the Victory Score", "if an opponent's score is
    …" (194.3: 8 points by default)."""
    owner = test.owner
    if isinstance(owner, str) and owner.lower() == "your":
        whose = "you"
    elif isinstance(owner, nodes.PlayerPossessive) and isinstance(owner.player, nodes.Player) \
            and owner.player.noun.lower() == "opponent" and owner.player.quantity.lower() in ("a", "an"):
        whose = "opponent"
    else:
        raise cx.error(test, "this player's score cannot be checked yet")
    if test.noun.lower() != "points":
        raise cx.error(test, f'a score within {test.amount} "{test.noun}" cannot be checked yet')
    near = runtime.ScoreWithin(points=test.amount, whose=whose)
    return runtime.Negate(inner=near) if test.negated else near


# --- what happened this turn
@condition_of(nodes.Happened)
def _happened(cx: LoweringContext, test: nodes.Happened) -> Any:
    """"if a unit died this turn" (a performed kill this turn, 428; a replaced death never
    happened, 370.1.a.1)."""
    event = test.event
    phase = None
    if test.during is not None:
        # "died during your Beginning Phase this turn": this turn is yours and the event happened in
        # that phase of it (the phase an event is logged in, 315-317).
        if test.during.owner.lower() != "your" or test.duration.lower() != "this turn":
            raise cx.error(test.during, "a condition on a phase of another player's turn cannot be checked yet")
        phase = _phase(cx, test.during, test.during.phase)
    if test.duration.lower() != "this turn" or not isinstance(event, nodes.UnitEvent) \
            or [v.lower() for v in event.verbs.verbs] != ["died"]:
        raise cx.error(test, "this past event cannot be checked yet")
    subject = event.subject
    if not (isinstance(subject, nodes.Choice) and isinstance(subject.quantity, (nodes.One, nodes.Another))):
        raise cx.error(subject, "this subject of a past event cannot be checked yet")
    selector = selectors.selector(subject)
    happened = runtime.HappenedThisTurn(kind="kill", by=None, subject=selector, phase=phase)
    return happened if phase is None else runtime.AllOf(conditions=(runtime.YourTurn(), happened))


@condition_of(nodes.DoneThisTurn)
def _done_this_turn(cx: LoweringContext, test: nodes.DoneThisTurn) -> Any:
    """"if you've discarded a card this turn" (422): an event of yours this turn."""
    if test.verb.lower() == "chosen" and isinstance(test.target, nodes.Choice) and test.duration.lower() == "this turn":
        # "if you've chosen an enemy unit this turn": targeted by your spells and abilities (355.7).
        return runtime.ChoseThisTurn(selector=selectors.selector(test.target))
    kind = DONE_EVENTS.get(test.verb.lower())
    target = test.target
    plain_card = isinstance(target, nodes.Choice) and isinstance(target.quantity, nodes.One) \
        and getattr(target.noun, "word", "") == "card" \
        and not (target.other or target.state or target.controller or target.location)
    if kind is None or not plain_card or test.duration.lower() != "this turn":
        raise cx.error(test, f'"you\'ve {test.verb} …" cannot be checked yet')
    return runtime.HappenedThisTurn(kind=kind)


@condition_of(nodes.TotalMightTest)
def _total_might(cx: LoweringContext, test: nodes.TotalMightTest) -> Any:
    """"if your other units have total Might 5 or more" (355.11: the Mights summed, negative
    Might counting as 0, 143.2.b)."""
    subject = test.subject
    if not (isinstance(subject, nodes.Choice) and (subject.quantity is None
                                                   or isinstance(subject.quantity, (nodes.Owned, nodes.Every)))) \
            or test.comparative != "more" or test.word.lower() != "might":
        raise cx.error(test, "this test of total Might cannot be checked yet")
    objects = runtime.All(selectors.selector(subject))
    return runtime.AmountAtLeast(amount=runtime.MightOf(of=objects), n=test.amount)


@condition_of(nodes.PlayerPlayed)
def _player_played(cx: LoweringContext, test: nodes.PlayerPlayed) -> Any:
    """"if an opponent has played another spell this turn" (a finalized play of theirs, 419.4.b)."""
    player, card = test.player, test.card
    opponent = players.is_one_player(player, "opponent")
    kind = selectors.OBJECT_TYPES.get(getattr(card, "noun", None) and getattr(card.noun, "word", ""))
    plain = isinstance(card, nodes.Choice) and isinstance(card.quantity, (nodes.One, nodes.Another)) \
        and not (card.state or card.controller or card.location or card.might_filter or card.keyword_filter)
    if not (opponent and plain and kind) or test.duration.lower() != "this turn":
        raise cx.error(test, "this test of what a player played cannot be checked yet")
    # A play counts once finalized (419.4.b), so the opponent's spell this ability chose was played too:
    # "another" leaves out what the ability chose (riftbound-vendetta-faq-013).
    return runtime.HappenedThisTurn(kind="finalize", by="opponent", types=(kind,),
                                    other_than_chosen=isinstance(card.quantity, nodes.Another))


@condition_of(nodes.ControlsFewer)
def _controls_fewer(cx: LoweringContext, test: nodes.ControlsFewer) -> Any:
    """"if you control fewer runes than an opponent" (189): an opponent controls more of them."""
    player = test.player
    opponent = players.is_one_player(player, "opponent")
    kind = selectors.OBJECT_TYPES.get(getattr(test.kinds, "word", ""))
    if test.comparative.lower() != "fewer" or not opponent or kind is None:
        raise cx.error(test, "this comparison with another player cannot be checked yet")
    return runtime.FewerThanOpponent(selector=runtime.Selector(types=(kind,), controller="yours"))


def _played_kind(cx: LoweringContext, test: nodes.PlayedThisTurn) -> Any:
    """"Use only if you've played an Equipment this turn", "if you've played a non-token unit, a
    non-token gear, and a spell this turn": one finalized play of yours this turn (419.4.b) per
    kind named, each kind checked on its own."""
    if test.duration.lower() != "this turn":
        raise cx.error(test, f'"you\'ve played … {test.duration}" cannot be checked yet')
    cards = test.card.targets if isinstance(test.card, nodes.TargetSeries) else (test.card,)
    checks = tuple(_played_one(cx, card) for card in cards)
    return checks[0] if len(checks) == 1 else runtime.AllOf(conditions=checks)


def _played_one(cx: LoweringContext, card: nodes.Node) -> Any:
    """One kind of card played: "a spell", "an Equipment" (a tag), "a non-token unit"."""
    if not (isinstance(card, nodes.Choice) and isinstance(card.quantity, nodes.One)) \
            or card.other or card.state or card.controller or card.controlled_by or card.location \
            or card.might_filter or card.keyword_filter or card.clause:
        raise cx.error(card, "this card played this turn cannot be checked yet")
    non_token = False
    if card.qualifier is not None:
        if not (isinstance(card.qualifier, nodes.NonKind) and card.qualifier.excluded == "token"):
            raise cx.error(card.qualifier, "this kind of card played cannot be checked yet")
        non_token = True  # tokens are not cards (185)
    if isinstance(card.noun, nodes.Tag):
        return runtime.PlayedKindThisTurn(tag=card.noun.name, non_token=non_token)
    kind = selectors.OBJECT_TYPES.get(getattr(card.noun, "word", ""))
    if kind is None:
        raise cx.error(card.noun, "this kind of card played cannot be checked yet")
    return runtime.PlayedKindThisTurn(types=(kind,), non_token=non_token)


@condition_of(nodes.HasMightTest)
def _has_might(cx: LoweringContext, test: nodes.HasMightTest) -> Any:
    """"if it has 3 [M] or less", "if it had 3 [M] or less" (its Might when it left the board,
    359.3.e.13); negative Might counts as 0 (143.2.b)."""
    subject = test.subject
    if isinstance(subject, nodes.BackRef) and subject.word == "it":
        ref = targets.antecedent(cx, subject)
    elif isinstance(subject, nodes.SelfRef):
        targets.check_self_word(cx, subject)
        ref = runtime.Self()
    else:
        raise cx.error(subject, "this subject of a Might test cannot be checked yet")
    amount, n = runtime.MightOf(of=ref), test.might.amount
    if test.comparative in ("less", "fewer"):
        return runtime.AmountAtMost(amount=amount, n=n)
    if test.comparative == "more":
        return runtime.AmountAtLeast(amount=amount, n=n)
    raise cx.error(test, f'Might "or {test.comparative}" cannot be checked yet')


def alone_selector(cx: LoweringContext, event: nodes.AloneEvent) -> tuple[runtime.Selector, tuple[str, ...]]:
    """"a friendly unit attacks or defends alone" (740.2.a): the units that qualify now, and the
    event kinds of the verbs."""
    subject = event.subject
    if not (isinstance(subject, nodes.Choice) and isinstance(subject.quantity, nodes.One)):
        raise cx.error(subject, "this subject of \"alone\" cannot run yet")
    kinds = tuple({"attacks": "attack", "attack": "attack", "defends": "defend", "defend": "defend"}.get(v.lower(), "")
                  for v in event.verbs.verbs)
    if "" in kinds:
        raise cx.error(event.verbs, "only attacking or defending alone can run yet")
    selector = selectors.selector(subject)
    return replace(selector, properties=selector.properties + (runtime.Alone(),)), kinds


@condition_of(nodes.HasHappened)
def _has_happened(cx: LoweringContext, test: nodes.HasHappened) -> Any:
    """"If an enemy unit has died this turn" (a performed kill this turn, 428)."""
    subject = test.subject
    if test.verb.lower() != "died" or test.duration.lower() != "this turn" \
            or not (isinstance(subject, nodes.Choice) and isinstance(subject.quantity, (nodes.One, nodes.Another))):
        raise cx.error(test, "this past event cannot be checked yet")
    return runtime.HappenedThisTurn(kind="kill", by=None, subject=selectors.selector(subject))


@condition_of(nodes.WasA)
def _was_a(cx: LoweringContext, test: nodes.WasA) -> Any:
    """"If it was an enemy unit": the object an earlier instruction acted on, as it last existed
    (359.3.e.13), judged from the ability (740.1)."""
    kind = selectors.OBJECT_TYPES.get(getattr(test.noun, "word", ""))
    if test.subject.lower() != "it" or kind is None or test.controller not in ("enemy", "friendly", None):
        raise cx.error(test, "this test of what an object was cannot be checked yet")
    selector = runtime.Selector(types=(kind,), controller=test.controller)
    return runtime.WasA(subject=targets.antecedent(cx, test), selector=selector)


@condition_of(nodes.ThereIsAlone)
def _there_is_alone(cx: LoweringContext, test: nodes.ThereIsAlone) -> Any:
    """"if there's an enemy unit alone at that battlefield" (740.2.a): such a unit, alone, is at the
    place named before (``targets.place_there``) as this is checked."""
    objects, where = test.objects, test.location
    place = where.place if isinstance(where, nodes.At) else where
    if not (isinstance(objects, nodes.Choice) and isinstance(objects.quantity, nodes.One)
            and objects.location is None and test.alone.lower() == "alone"
            and test.words.lower().replace("\u2019", "'") in ("there's", "there is")
            and isinstance(place, (nodes.ThatRef, nodes.There))):
        raise cx.error(test, "this test of a unit alone cannot be checked yet")
    selector = selectors.selector(objects)
    return runtime.CountAtLeast(selector=replace(selector, properties=selector.properties + (runtime.Alone(),)),
                                at=targets.place_there(cx, place))


@condition_of(nodes.IsAlone)
def _is_alone(cx: LoweringContext, test: nodes.IsAlone) -> Any:
    """"if an enemy unit is alone here" (740.2.a): such a unit exists."""
    subject = test.subject
    if not (isinstance(subject, nodes.Choice) and isinstance(subject.quantity, nodes.One)) \
            or not isinstance(test.location, nodes.Here):
        raise cx.error(test, "this test of a unit alone cannot be checked yet")
    selector = selectors.selector(subject)
    return runtime.CountAtLeast(selector=replace(selector, location="here",
                                                 properties=selector.properties + (runtime.Alone(),)))


def _is_at_with(cx: LoweringContext, test: nodes.IsAt) -> Any:
    """"while I'm at a battlefield with exactly one other unit you control": I am at such a
    location, and the count of the others there holds."""
    filtered = test.location.place
    others = filtered.filter.objects if isinstance(filtered.filter, nodes.WithObjects) else None
    if " ".join(test.subject.lower().replace("\u2019", "'").split()) not in SELF_SUBJECTS \
            or not isinstance(others, nodes.Choice):
        raise cx.error(test, "this test of who is with a unit cannot be checked yet")
    where = selectors.location(replace(test.location, place=filtered.place))
    at = runtime.CountAtLeast(selector=runtime.Selector(self_only=True, location=where))
    return runtime.AllOf(conditions=(at, _count(cx, others, replace(selectors.selector(others), location="here"))))


@condition_of(nodes.CouldNotThisWay)
def _could_not(cx: LoweringContext, test: nodes.CouldNotThisWay) -> Any:
    """"If you couldn't channel 2 runes this way": the instruction before did fewer (393)."""
    inner = test.instruction
    link = cx.links.last_action
    if not isinstance(inner, nodes.Channel) or link is None or cx.links.actions.get(link) != "channel" \
            or not isinstance(inner.amount, int):
        raise cx.error(test, "this test of what couldn't be done cannot be checked yet")
    return runtime.DidFewer(link=link, n=inner.amount)


@condition_of(nodes.NotDealtDamage)
def _not_dealt_damage(cx: LoweringContext, test: nodes.NotDealtDamage) -> Any:
    """"if I haven't been dealt damage this turn" (417): no damage event performed on me this turn
    (prevented damage was not dealt, 437)."""
    if not isinstance(test.subject, nodes.SelfRef) or test.duration.lower() != "this turn":
        raise cx.error(test, "this test of damage dealt cannot be checked yet")
    targets.check_self_word(cx, test.subject)
    return runtime.Negate(inner=runtime.HappenedThisTurn(kind="damage", by=None,
                                                        subject=runtime.Selector(self_only=True)))


def _units_at_scored_battlefield(cx: LoweringContext, chosen: nodes.Choice) -> Any:
    """"When you conquer, if you have 4+ units at that battlefield": the scoring event's objects
    are your units there (383.4.c.2)."""
    trigger = cx.current_trigger
    scoring = isinstance(trigger, runtime.WhenPlayer) and trigger.action in ("conquer", "hold")
    quantity = chosen.quantity
    plain = getattr(chosen.noun, "word", "") in ("unit", "units") \
        and not (chosen.other or chosen.state or chosen.controller or chosen.might_filter or chosen.keyword_filter)
    if not (scoring and plain and isinstance(quantity, nodes.CountOrMore)):
        raise cx.error(chosen, "counting units at that battlefield cannot be checked yet")
    return runtime.EventObjectsAtLeast(n=selectors.count_value(quantity.count))


@condition_of(nodes.IsStateWith)
def _is_state_with(cx: LoweringContext, test: nodes.IsStateWith) -> Any:
    """"while I'm attacking with another unit": I have that combat designation, and so does another
    unit at my location (the attacker's units at that battlefield all have it, 464.2.c.3; the opposite
    of attacking alone, 740.2.a)."""
    states = [s.lower() for s in test.states.states]
    other = test.other
    if len(states) != 1 or states[0] not in ("attacking", "defending") or not isinstance(other, nodes.Choice) \
            or not isinstance(other.quantity, nodes.Another) or getattr(other.noun, "word", "") != "unit" \
            or other.location is not None:
        raise cx.error(test, "this test of units in combat together cannot be checked yet")
    prop = STATE_WORDS[states[0]]
    me = _condition_subject(cx, test, test.subject) if isinstance(test.subject, str) else None
    if not isinstance(me, runtime.Self):
        raise cx.error(test, "only a test of this card in combat with another unit can be checked yet")
    selector = selectors.selector(other)
    together = replace(selector, location="here", properties=selector.properties + (prop,))
    return runtime.AllOf(conditions=(runtime.Is(subject=me, prop=prop), runtime.CountAtLeast(selector=together)))



@condition_of(nodes.PlayedFrom)
def _played_from(cx: LoweringContext, test: nodes.PlayedFrom) -> Any:
    """"If you played this from your hand": this card was played from its player's hand (419.1.a),
    not from facedown ([Hidden], 811.1.d) or by an effect from another zone."""
    source = test.source
    origin = source.origin if isinstance(source, nodes.PlaySource) else None
    if not isinstance(test.card, nodes.SelfRef) or not isinstance(origin, nodes.Zone) \
            or origin.zone.lower() != "hand" or origin.owner != "your":
        raise cx.error(test, "this test of where a card was played from cannot be checked yet")
    targets.check_self_word(cx, test.card)
    return runtime.PlayedFromZone(zone="hand")


@condition_of(nodes.SpentTest)
def _spent(cx: LoweringContext, test: nodes.SpentTest) -> Any:
    """"When you play a spell, if you spent [4] or more" (the Energy paid to play the triggering card,
    356), "If you've spent [4] or more to play a spell this turn", "If you've spent at least [A][A]
    this turn" (Power of any domain spent paying any cost this turn, 166.2, 135.2.e.5.b)."""
    amount = test.amount
    limit = getattr(amount, "limit", None)
    symbols = limit.symbols if isinstance(limit, nodes.ManaCost) else ()
    words = " ".join(test.words.lower().replace("\u2019", "'").split())
    this_turn = test.duration is not None and test.duration.lower() == "this turn"
    if isinstance(amount, nodes.AtLeast) and symbols and all(s == "A" for s in symbols) \
            and test.purpose is None and this_turn and words == "you've spent":
        return runtime.SpentPowerThisTurn(n=len(symbols))
    energy = len(symbols) == 1 and symbols[0].isdigit()
    if not (isinstance(amount, nodes.CostBounded) and amount.comparative == "more" and energy):
        raise cx.error(test, "this amount spent cannot be checked yet")
    n = int(symbols[0])
    if words == "you spent" and test.purpose is None and test.duration is None:
        trigger = cx.current_trigger
        if not (isinstance(trigger, runtime.WhenYouPlay)):
            raise cx.error(test, '"if you spent …" outside a "When you play" trigger cannot be checked yet')
        return runtime.SpentToPlay(n=n, triggering=True)
    purpose = test.purpose
    kind = selectors.OBJECT_TYPES.get(getattr(getattr(purpose, "noun", None), "word", ""))
    plain = isinstance(purpose, nodes.Choice) and isinstance(purpose.quantity, nodes.One) \
        and not (purpose.other or purpose.state or purpose.controller or purpose.qualifier or purpose.controlled_by
                 or purpose.location or purpose.might_filter or purpose.keyword_filter or purpose.clause)
    if words != "you've spent" or not this_turn or not plain or kind is None:
        raise cx.error(test, "this test of what was spent cannot be checked yet")
    return runtime.SpentToPlay(n=n, types=(kind,))


@condition_of(nodes.AloneEvent)
def _died_alone(cx: LoweringContext, test: nodes.AloneEvent) -> Any:
    """"If I died alone" ([Deathknell]): I was alone as I died (740.2.a), by my last-known
    information (359.3.e.13)."""
    if not isinstance(test.subject, nodes.SelfRef) or [v.lower() for v in test.verbs.verbs] != ["died"] \
            or test.alone.lower() != "alone":
        raise cx.error(test, "only whether this card died alone can be checked yet")
    targets.check_self_word(cx, test.subject)
    return runtime.DiedAlone(alone=True)


@condition_of(nodes.HasTagCount)
def _has_tag_count(cx: LoweringContext, test: nodes.HasTagCount) -> Any:
    """"while your units have all 4 tags" (133.8): each tag the card listed before ("for each of the
    following tags among your units — Bird, Cat, Dog, and Poro") is on at least one of those units."""
    count = test.count if isinstance(test.count, int) else None
    if not (isinstance(test.subject, nodes.Choice) and test.have.lower() == "have" and test.all.lower() == "all"
            and cx.listed_tags and count == len(cx.listed_tags)):
        raise cx.error(test, f"the condition {cx.words(test)} cannot be checked yet")
    tags = runtime.TagsAmong(selector=selectors.selector(test.subject), tags=cx.listed_tags)
    return runtime.AmountAtLeast(amount=tags, n=count)


@condition_of(nodes.DidNotHappen)
def _did_not_happen(cx: LoweringContext, test: nodes.DidNotHappen) -> Any:
    """"if I didn't conquer this turn": no conquer this turn with me among the conquering units (the
    units of the conquering player there, 383.4.c.2.a); on an Equipment's effect text "I" is the
    unit it is attached to (477.2.c)."""
    if not (isinstance(test.subject, nodes.SelfRef) and test.verb.lower() in ("conquer", "hold")
            and test.negation.lower().replace("\u2019", "'") in ("didn't", "did not")
            and test.duration.lower() == "this turn"):
        raise cx.error(test, f"the condition {cx.words(test)} cannot be checked yet")
    targets.check_self_word(cx, test.subject)
    me = runtime.Selector(self_only=True, zone=runtime.ANYWHERE)
    return runtime.Negate(inner=runtime.HappenedThisTurn(test.verb.lower(), by=None, subject=me))


@condition_of(nodes.DidNotHappenAlone)
def _did_not_die_alone(cx: LoweringContext, test: nodes.DidNotHappenAlone) -> Any:
    """"If I didn't die alone" ([Deathknell]): I died, and another friendly unit was at my location
    as I did (740.2.a, 359.3.e.13)."""
    if not isinstance(test.subject, nodes.SelfRef) or test.verb.lower() != "die" or test.alone.lower() != "alone" \
            or test.negation.lower().replace("\u2019", "'") not in ("didn't", "did not"):
        raise cx.error(test, "only whether this card died alone can be checked yet")
    targets.check_self_word(cx, test.subject)
    return runtime.DiedAlone(alone=False)


@condition_of(nodes.WasDoneTo)
def _was_done_to(cx: LoweringContext, test: nodes.WasDoneTo) -> Any:
    """"If this was attached to me this turn" (an Equipment's effect text: "this" is the Equipment,
    "me" the unit it is attached to, 136.2.d): an attach of it to me this turn (434.1)."""
    if not (cx.in_effect_text and isinstance(test.subject, nodes.SelfRef) and test.subject.word.lower() == "this"
            and isinstance(test.target, nodes.SelfRef) and test.target.word.lower() == "me"
            and test.action.lower() == "attached" and test.duration.lower() == "this turn"):
        raise cx.error(test, "only whether this Equipment was attached to me this turn can be checked yet")
    return runtime.AttachedThisTurn(subject=targets.target(cx, test.subject))
