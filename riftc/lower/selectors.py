"""Lowering of choice phrases, without context: ``up to two other friendly units here`` → runtime selectors."""

from __future__ import annotations

from dataclasses import replace

from riftc import nodes, runtime
from riftc.errors import Span

NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}

# Object nouns (singular and plural) → the runtime's card types (rule 355.9.a: on the board).
OBJECT_TYPES = {"unit": "unit", "units": "unit", "gear": "gear", "rune": "rune", "runes": "rune",
                "spell": "spell", "spells": "spell", "legend": "legend", "legends": "legend"}

# State words before a noun ("an exhausted unit") → runtime properties.
STATE_PROPERTIES = {
    "exhausted": runtime.Exhausted, "ready": runtime.IsReady, "buffed": runtime.Buffed,
    "stunned": runtime.Stunned, "attacking": runtime.Attacking, "defending": runtime.Defending,
    "damaged": runtime.Damaged, "equipped": runtime.Equipped,  # 142.4, 818.3
    "attached": runtime.Attached, "detached": runtime.Detached,  # 434.1, 435.1
    "[Mighty]": runtime.Mighty, "[Empowered]": runtime.Empowered,  # status keywords (708, 441.2)
}


class TargetError(Exception):
    """A target phrase the runtime cannot select yet, at ``span``. ``WORDS`` in the message stands
    for the card's words at the span (``LoweringContext.words``), filled in as it is reported."""

    WORDS = "{words}"

    def __init__(self, span: Span, message: str) -> None:
        super().__init__(message)
        self.span = span


def count_value(count: int | str) -> int:
    """``2`` or ``"two"`` → 2."""
    return count if isinstance(count, int) else NUMBER_WORDS[count]


def _quantity(node: nodes.Node | None) -> tuple[int, bool] | None:
    """(count, up_to) for a chosen quantity; None for "all"/"each"/no quantity (every such object)."""
    if node is None or isinstance(node, (nodes.Every, nodes.Owned)):
        return None
    if isinstance(node, (nodes.One, nodes.Another)):
        return 1, False
    if isinstance(node, nodes.UpTo):
        return count_value(node.count), True
    if isinstance(node, nodes.Exactly):
        return count_value(node.count), False
    if isinstance(node, (nodes.AnyNumber, nodes.AnyNumberOwned)):  # 355.13: any number, zero included
        return runtime.ANY_NUMBER, True
    raise TargetError(node.span, f"the quantity {TargetError.WORDS} cannot be chosen yet")


def location(node: nodes.Node | None) -> str | None:
    """The public name of ``_location``: "here" / "at a battlefield" / "in your base" → runtime names."""
    return _location(node)


def _location(node: nodes.Node | None) -> str | None:
    """"here" / "at a battlefield" / "in your base" → the runtime's location names."""
    if node is None or isinstance(node, nodes.Anywhere):
        return None  # "a friendly unit anywhere": at any location of the board, a base or a battlefield
    if isinstance(node, nodes.Here):
        return "here"
    if isinstance(node, nodes.At):
        place = node.place
        if isinstance(place, nodes.SamePlace) and _noun_word(place.noun) in ("battlefield", "location"):
            # "at the same battlefield / location": each at one (a battlefield, or any location); that
            # it is one and the same is a requirement of the group (355.11, object_ref's GroupRule)
            return "battlefield" if _noun_word(place.noun) == "battlefield" else None
        if isinstance(place, nodes.Place) and is_any_battlefield(place):
            return "battlefield"
        if isinstance(place, nodes.Zone) and place.zone == "base" and place.owner in ("your", "their"):
            return "base"
        if isinstance(place, nodes.AnyZone) and place.zone == "base" and isinstance(place.quantity, nodes.One):
            return "base"  # "in a base": anyone's
        if isinstance(place, nodes.Possessed) and place.owner == "my" and place.original is None \
                and _noun_word(place.noun) == "battlefield":
            return "my battlefield"
    raise TargetError(node.span, f"a place {TargetError.WORDS} cannot be selected yet")


def different_location(node: nodes.Node | None) -> bool:
    """The public name of ``_different_location``."""
    return _different_location(node)


def _different_location(node: nodes.Node | None) -> bool:
    """"at a different location" / "at another location" (from the source's)."""
    place = node.place if isinstance(node, nodes.At) else None
    if not isinstance(place, nodes.Place) or _noun_word(place.noun) != "location" \
            or place.state or place.controller or place.controlled_by:
        return False
    different = place.other == "different" and isinstance(place.quantity, nodes.One)
    another = place.other is None and isinstance(place.quantity, nodes.Another)  # "another location"
    return different or another


def _noun_word(noun: nodes.Node) -> str:
    return noun.word if isinstance(noun, nodes.ObjectNoun) else ""


def _in_own_zone(node: nodes.Node | None) -> str | None:
    """"in your trash" / "in your hand" after a noun: the zone a card is chosen from (355.9.a)."""
    if isinstance(node, nodes.At) and isinstance(node.place, nodes.Zone) and node.place.owner == "your" \
            and node.place.zone in ("trash", "hand"):
        return node.place.zone
    return None


def is_any_battlefield(place: nodes.Place) -> bool:
    """"a battlefield" / "battlefields": any battlefield, without further conditions."""
    plain = not (place.other or place.state or place.controller or place.controlled_by)
    word = place.noun.word if isinstance(place.noun, nodes.ObjectNoun) else ""
    return plain and ((word == "battlefield" and isinstance(place.quantity, nodes.One))
                      or (word == "battlefields" and place.quantity is None))


def _properties(choice: nodes.Choice) -> tuple[runtime.Property, ...]:
    properties: list[runtime.Property] = []
    if choice.state:
        if choice.state not in STATE_PROPERTIES:  # "open", "occupied" …
            raise TargetError(choice.span, f'"{choice.state}" objects cannot be selected yet')
        properties.append(STATE_PROPERTIES[choice.state]())
    if isinstance(choice.might_filter, (nodes.CostClause, nodes.CostFilter, nodes.Costing)):
        properties += _cost_bounds(choice.might_filter)
    elif isinstance(choice.might_filter, nodes.MightThan) and isinstance(choice.might_filter.than, nodes.SelfRef) \
            and choice.might_filter.comparative in ("less", "more"):
        # "with less Might than me": compared with the source's Might as the selector is evaluated.
        properties.append(runtime.MightThanSource(less=choice.might_filter.comparative == "less"))
    elif isinstance(choice.might_filter, nodes.TotalMightFilter):
        pass  # a requirement of the chosen objects together (355.11): object_ref's GroupRule
    elif choice.might_filter is not None:
        bound = choice.might_filter
        if not isinstance(bound, nodes.MightFilter):
            raise TargetError(bound.span, f"objects {TargetError.WORDS} cannot be selected yet")
        # "each with 5 [M] or less": a limit on every object chosen, like "with" (739); "each" only
        # says it is not a total (355.11).
        properties.append(runtime.MightAtMost(bound.amount) if bound.comparative in ("less", "fewer")
                          else runtime.MightAtLeast(bound.amount))
    if choice.keyword_filter is not None:  # "a unit with [Temporary]": has that keyword now
        keyword = choice.keyword_filter.keyword
        if not isinstance(keyword, nodes.Keyword) or keyword.value is not None:
            raise TargetError(keyword.span, "a keyword filter with a value cannot be selected yet")
        has = runtime.HasKeyword(keyword.name)
        # "a friendly unit without [Temporary]": one that lacks it now
        properties.append(runtime.Not(has) if isinstance(choice.keyword_filter, nodes.WithoutKeyword) else has)
    return tuple(properties)


def _clause(node: nodes.Node | None) -> tuple[runtime.Property, ...]:
    """The phrase after the noun: "with my name" (759), "with my name in your trash" (the zone is
    the phrase's location), "attached to me" (434), "that's exhausted"."""
    if node is None:
        return ()
    if isinstance(node, nodes.WithName) and node.owner == "my":
        return (runtime.NamedLikeSource(),)
    if isinstance(node, nodes.WithNameIn) and isinstance(node.name, nodes.WithName) and node.name.owner in ("my", "this"):
        return (runtime.NamedLikeSource(),)
    if isinstance(node, nodes.AttachedTo) and isinstance(node.unit, nodes.SelfRef):
        return (runtime.AttachedToSource(),)
    if isinstance(node, nodes.ThatIs) and isinstance(node.state, str) and node.state in STATE_PROPERTIES:
        return (STATE_PROPERTIES[node.state](),)
    if isinstance(node, nodes.ThatIs) and isinstance(node.state, nodes.Keyword) or \
            isinstance(node, nodes.ThatAre) and node.word == "that":
        # "a unit that's [Empowered]", "your units that are [Empowered]": a status keyword (441.2,
        # 708) or a keyword they have now
        state = node.state
        if isinstance(state, str) and state in STATE_PROPERTIES:
            return (STATE_PROPERTIES[state](),)
        if isinstance(state, nodes.Keyword) and state.value is None:
            status = STATE_PROPERTIES.get(f"[{state.name}]")
            return (status(),) if status is not None else (runtime.HasKeyword(state.name),)
    if isinstance(node, nodes.Acting) and node.state in ("attacking", "defending"):
        # "an enemy unit attacking here": the designation (its place is the phrase's, see selector)
        return (STATE_PROPERTIES[node.state](),)
    raise TargetError(node.span, f"{TargetError.WORDS} cannot be selected yet")


def qualifier_properties(node: nodes.Node | None) -> tuple[runtime.Property, ...]:
    """The public name of ``_qualifier``."""
    return _qualifier(node)


def _qualifier(node: nodes.Node | None) -> tuple[runtime.Property, ...]:
    """The word before the noun: "an enemy Order ([Y]) unit" (a domain, 134.1), "your token units"
    (tokens, 180), "non-Recruit" / "non-token" (anything but that), "a friendly [Mighty] unit" (a
    status keyword, 708) or "a [Deflect] unit" (a keyword it has now)."""
    if node is None:
        return ()
    if isinstance(node, nodes.Domain):
        return (runtime.HasDomain(node.name),)
    if isinstance(node, nodes.StateAfterController) and node.state in STATE_PROPERTIES:
        return (STATE_PROPERTIES[node.state](),)  # "Friendly buffed units"
    if isinstance(node, nodes.TokenKind):
        return (runtime.IsToken(),)
    if isinstance(node, nodes.NonKind):
        excluded = node.excluded
        if isinstance(excluded, nodes.Tag):
            return (runtime.Not(runtime.HasTag(excluded.name)),)
        if isinstance(excluded, str) and excluded.lower() == "token":
            return (runtime.Not(runtime.IsToken()),)
        if isinstance(excluded, nodes.ObjectNoun) and excluded.word in OBJECT_TYPES:
            return (runtime.Not(runtime.CardType(OBJECT_TYPES[excluded.word])),)  # "a non-unit card"
        raise TargetError(node.span, f'"non-{excluded}" objects cannot be selected yet')
    if isinstance(node, nodes.Keyword) and node.value is None:
        status = STATE_PROPERTIES.get(f"[{node.name}]")
        return (status(),) if status is not None else (runtime.HasKeyword(node.name),)
    if isinstance(node, nodes.NounUnion) and node.conjunction in ("and", "or") \
            and all(isinstance(item, nodes.Tag) for item in (*node.nouns.items, node.last)):
        # "Bird, Cat, Dog, Poro, and Ivern units": units of any one of those tags (133.3, 133.8), as
        # "and" lists the kinds meant, not tags one unit must all have
        return (runtime.AnyOf(tuple(runtime.HasTag(item.name) for item in (*node.nouns.items, node.last))),)
    raise TargetError(node.span, f"{TargetError.WORDS} cannot be selected yet")


def _below_points(item: nodes.Node, kind: str | None) -> bool:
    """"Energy cost less than your points" (Kai'Sa, Evolutionary): the cost compared with your points."""
    return isinstance(item, nodes.CostThan) and item.comparative == "less" and (kind or "").lower() == "energy" \
        and isinstance(item.amount, nodes.PointsOf) and item.amount.owner.lower() == "your" \
        and item.amount.word == "points"


def _cost_bounds(node: nodes.CostClause | nodes.CostFilter | nodes.Costing) -> list[runtime.Property]:
    """"that costs [5] or more", "with Energy cost no more than [4] and no more than [A]" (206): each
    bound limits the Energy or the Power symbols its limit is written in."""
    kind = getattr(node, "kind", None)
    found: list[runtime.Property] = []
    for item in node.bounds.items:
        if _below_points(item, kind):  # "with Energy cost less than your points"
            found.append(runtime.CostBelowPoints())
            continue
        if isinstance(item, nodes.CostAtMost):
            limit, at_most = item.limit, item.bound.lower() == "no more than"  # or "no less than"
        elif isinstance(item, nodes.CostBounded) and item.comparative in ("more", "less", "fewer"):
            limit, at_most = item.limit, item.comparative != "more"
        else:
            raise TargetError(item.span, "this bound on a cost cannot be checked yet")
        if isinstance(limit, nodes.MightOf) and " ".join(limit.words.lower().split()) == "my might" and at_most \
                and (kind or "energy").lower() == "energy":
            found.append(runtime.CostAtMostSourceMight())  # "with Energy cost no more than my Might"
            continue
        if not isinstance(limit, nodes.ManaCost):
            raise TargetError(limit.span, "a cost compared with a computed amount cannot be checked yet")
        energy = [s for s in limit.symbols if s.isdigit()]
        power = [s for s in limit.symbols if not s.isdigit()]
        if energy and power:
            raise TargetError(limit.span, "a bound on Energy and Power at once cannot be checked yet")
        which = "energy" if energy else "power"
        if kind is not None and kind.lower() != which:
            raise TargetError(limit.span, f"a {kind} cost compared with this symbol cannot be checked yet")
        n = sum(int(s) for s in energy) if energy else len(power)
        found.append(runtime.CostBound(kind=which, n=n, at_most=at_most))
    return found


def properties(choice: nodes.Choice) -> tuple[runtime.Property, ...]:
    """The state and Might filters of a choice phrase ("a [Mighty] unit", "a unit with 3 [M] or less")."""
    return _properties(choice)


def selector(choice: nodes.Choice) -> runtime.Selector:
    """The runtime selector that a choice phrase describes (controller, "other", location, properties)."""
    if isinstance(choice.clause, nodes.Acting):
        # "an enemy unit attacking here": the place belongs to the whole phrase
        if choice.location is not None:
            raise TargetError(choice.clause.span, f"{TargetError.WORDS} cannot be selected yet")
        choice = replace(choice, location=choice.clause.location)
    qualified = _qualifier(choice.qualifier) + _clause(choice.clause)
    if isinstance(choice.clause, nodes.WithNameIn) and choice.location is None:
        # "each card with my name in your trash": the zone belongs to the whole phrase
        choice = replace(choice, location=choice.clause.location)
    if isinstance(choice.keyword_filter, nodes.WithKeywordAt):
        # "your units with [Temporary] at my battlefield": the keyword, and the place, of the whole phrase
        if choice.location is not None:
            raise TargetError(choice.keyword_filter.span, "this keyword filter cannot be selected yet")
        choice = replace(choice, location=choice.keyword_filter.location,
                         keyword_filter=nodes.WithKeyword(span=choice.keyword_filter.span,
                                                          keyword=choice.keyword_filter.keyword))
    if isinstance(choice.noun, nodes.NounUnion) and _hidden_card(choice.noun.last):
        return _board_or_facedown(choice, qualified)
    types, tag = _kinds(choice)
    controller = choice.controller
    if isinstance(choice.quantity, (nodes.Owned, nodes.AnyNumberOwned)):  # "your Mechs": the ones you control (189)
        if choice.quantity.owner != "your":
            raise TargetError(choice.quantity.span, f'"{choice.quantity.owner}" objects cannot be selected yet')
        controller = "yours"  # you alone, never a teammate (riftbound-origins-faq-061)
    if choice.controlled_by is not None:
        if controller == "enemy":
            raise TargetError(choice.span, '"enemy … you control" selects nothing')
        controller = "yours"
    zone = "board"
    if choice.state == "facedown" and not types and tag is None:
        return _facedown_cards(choice, controller, qualified)
    own_zone = _in_own_zone(choice.location)
    in_combat = isinstance(choice.location, nodes.InCombat)
    if isinstance(choice.location, nodes.FromZone) or own_zone:
        # "a unit from your trash", "a spell in your trash": a card in that zone is the legal
        # choice, not one on the board (355.9.a)
        zone, location = own_zone or _from_zone(choice.location), None
        where = choice.location.zone if isinstance(choice.location, nodes.FromZone) else None
        anyones = isinstance(where, nodes.Zone) and where.zone == "trashes"
        # "from trashes": any player's trash; "from opponents' trashes": theirs (a card in a trash is
        # controlled by its owner)
        controller = None if anyones else "enemy" if isinstance(where, nodes.OpponentsZone) else "friendly"
    elif not types and tag is None:
        raise TargetError(choice.noun.span, "cards on the board cannot be selected yet (a card is any kind)")
    elif _different_location(choice.location):
        # "an enemy unit at a different location": anywhere but where the source is
        location, qualified = None, qualified + (runtime.ElsewhereThanSource(),)
    else:
        location = None if in_combat else _location(choice.location)
    if location == "base" and controller is None and isinstance(choice.location.place, nodes.Zone):
        controller = "yours"  # "a unit in your base": your base holds only your units
    properties = _properties(choice) + ((tag,) if tag is not None else ()) + ((runtime.InCombat(),) if in_combat else ())
    properties += qualified
    return runtime.Selector(
        types=types, controller=controller, location=location, properties=properties,
        other=choice.other is not None or isinstance(choice.quantity, nodes.Another), zone=zone,
    )


def _facedown_cards(choice: nodes.Choice, controller: str | None,
                    qualified: tuple[runtime.Property, ...]) -> runtime.Selector:
    """"a facedown card (at a battlefield)": a card in a facedown zone (355.9.a.3), controlled by the
    player who hid it; every facedown zone belongs to a battlefield (107.3.a), so "at a battlefield"
    adds nothing."""
    plain = not (choice.might_filter or choice.keyword_filter or choice.other)
    anywhere = choice.location is None or _location(choice.location) == "battlefield"
    if not (plain and anywhere):
        raise TargetError(choice.span, "these facedown cards cannot be selected yet")
    return runtime.Selector(controller=controller, zone="facedown", properties=qualified)


def _hidden_card(noun: nodes.Node) -> bool:
    """"[Hidden] card" at the end of a list of board objects: a facedown card (riftbound-origins-faq-069)."""
    return isinstance(noun, nodes.KeywordKind) and isinstance(noun.keyword, nodes.Keyword) \
        and noun.keyword.name == "Hidden" and noun.keyword.value is None and _noun_word(noun.noun) == "card"


def _board_or_facedown(choice: nodes.Choice, qualified: tuple[runtime.Property, ...]) -> runtime.Selector:
    """"another friendly gear, unit, or [Hidden] card": a gear or unit on the board, or a card hidden
    facedown at a battlefield (riftbound-origins-faq-069: not a card with [Hidden] anywhere else;
    355.9.a.3). A facedown card is controlled by the player who hid it."""
    noun = choice.noun
    if noun.conjunction != "or" or isinstance(choice.quantity, (nodes.Owned, nodes.AnyNumberOwned)) \
            or choice.location is not None or choice.state or choice.might_filter \
            or choice.keyword_filter or qualified or choice.controlled_by:
        raise TargetError(choice.span, f"{TargetError.WORDS} cannot be selected yet")
    kinds = [OBJECT_TYPES.get(_noun_word(item)) for item in noun.nouns.items]
    if None in kinds or not kinds:
        raise TargetError(noun.span, "this kind of object cannot be selected yet")
    on_board = runtime.Fits(runtime.Selector(types=tuple(dict.fromkeys(kinds))))  # type: ignore[arg-type]
    return runtime.Selector(
        controller=choice.controller, zone=runtime.ANYWHERE,
        other=choice.other is not None or isinstance(choice.quantity, nodes.Another),
        properties=(runtime.AnyOf((on_board, runtime.Facedown())),))


def _from_zone(source: nodes.FromZone) -> str:
    """"from your trash" / "from your hand" → the runtime zone; other zones cannot be chosen from yet."""
    zone = source.zone
    if isinstance(zone, nodes.Zone) and zone.owner in (None, "your") and zone.zone in ("trash", "hand"):
        return zone.zone
    if isinstance(zone, nodes.Zone) and zone.owner is None and zone.zone == "trashes":
        return "trash"  # "from trashes": any player's (the caller keeps every controller)
    if isinstance(zone, nodes.OpponentsZone) and zone.owners == "opponents'" and zone.zone == "trashes":
        return "trash"  # "from opponents' trashes": the caller keeps the opponents' cards (a trash's cards are its owner's)
    raise TargetError(source.span, "choosing from there cannot run yet")


def _kinds(choice: nodes.Choice) -> tuple[tuple[str, ...], runtime.Property | None]:
    """The card types and the tag test a choice's noun names.

    ``unit`` → (("unit",), None); ``units, gear, and/or runes`` → any of those types; ``a Poro`` →
    ((), HasTag); ``a Bird, Cat, Dog, or Poro`` → ((), AnyOf(HasTag, …)) (133.3, 133.8: any one of the tags);
    ``card`` → ((), None): any kind, which only a zone such as "from your trash" makes selectable.
    """
    noun = choice.noun
    items = (*noun.nouns.items, noun.last) if isinstance(noun, nodes.NounUnion) else (noun,)
    if all(isinstance(item, nodes.Tag) for item in items):
        tags = tuple(_tag(choice, item) for item in items)
        return (), tags[0] if len(tags) == 1 else runtime.AnyOf(tags)
    if all(isinstance(item, nodes.ObjectNoun) and item.word in ("card", "cards") for item in items):
        return (), None
    if all(isinstance(item, nodes.ObjectNoun) and item.word in ("token", "tokens") for item in items):
        return (), runtime.IsToken()  # "your tokens": tokens of any type (180)
    kinds = [OBJECT_TYPES.get(item.word) if isinstance(item, nodes.ObjectNoun) else None for item in items]
    for item, kind in zip(items, kinds):
        if kind is None:
            raise TargetError(item.span, "this kind of object cannot be selected yet")
    return tuple(dict.fromkeys(kinds)), None  # type: ignore[arg-type]


def _tag(choice: nodes.Choice, noun: nodes.Tag) -> runtime.HasTag:
    """"a Poro", "your Mechs": objects with that tag (a plural names the singular tag)."""
    name = noun.name
    plural = choice.quantity is None or isinstance(choice.quantity, (nodes.Every, nodes.Owned, nodes.UpTo))
    return runtime.HasTag(name[:-1] if plural and name.endswith("s") and len(name) > 3 else name)


def each_players_own(node: nodes.Partitive) -> runtime.EachPlayerPicks:
    """"one of their units" after "Each player …": each player picks that many of their own."""
    group = node.group
    if node.word not in NUMBER_WORDS or not isinstance(group, nodes.Choice):
        raise TargetError(node.span, "picking this many of each player's objects cannot run yet")
    own = replace(group, quantity=None, controller="yours")  # judged with that player as "you"
    return runtime.EachPlayerPicks(selector=selector(own), count=count_value(node.word))


def object_ref(choice: nodes.Choice) -> runtime.ObjectRef:
    """``a friendly unit`` → Choose (a target, rule 355.7); ``all units`` → All (not a choice, 355.5.a)."""
    quantity = _quantity(choice.quantity)
    if quantity is None:
        return runtime.All(selector(choice))
    count, up_to = quantity
    group = _group(choice, count)
    if isinstance(choice.clause, nodes.SameController):  # a requirement of the group, not of each object
        choice = replace(choice, clause=None)
    return runtime.Choose(selector=selector(choice), count=count, up_to=up_to, group=group)


def same_place(choice: nodes.Choice) -> bool:
    """"… at the same battlefield / location": the objects chosen together share one (355.11)."""
    return isinstance(choice.location, nodes.At) and isinstance(choice.location.place, nodes.SamePlace)


def _group(choice: nodes.Choice, count: int) -> runtime.GroupRule | None:
    """What several chosen objects must fulfil together (355.11): "with total Might 4 or less" (their
    Mights summed); "any number of units at a battlefield": at a single battlefield
    (riftbound-origins-faq-053, Fox-Fire)."""
    total = choice.might_filter if isinstance(choice.might_filter, nodes.TotalMightFilter) else None
    same_controller = isinstance(choice.clause, nodes.SameController)
    if same_controller and choice.clause.total is not None:  # "… and a total Might of 8 or less"
        if total is not None or not isinstance(choice.clause.total, nodes.TotalBound):
            raise TargetError(choice.clause.total.span, "this total cannot be checked yet")
        total = choice.clause.total
    if same_controller and count <= 1:
        raise TargetError(choice.clause.span, '"with the same controller" as what cannot be selected yet')
    if total is not None and (total.comparative not in ("less", "fewer") or total.word.lower() != "might"):
        raise TargetError(total.span, "this total cannot be checked yet")
    together = count > 1 and (same_place(choice) or isinstance(choice.location, nodes.At)
                              and isinstance(choice.location.place, nodes.Place)
                              and is_any_battlefield(choice.location.place)
                              and isinstance(choice.location.place.quantity, nodes.One))
    if total is None and not together and not same_controller:
        return None
    return runtime.GroupRule(same_location=together, total_might_at_most=total.amount if total else None,
                             same_controller=same_controller)
