"""Writes the JSON spec of a generated hierarchy, the shape of Benchmarks' GeneratedHierarchy.make:
FLOWS stack flows in a tree (each parent starts FANOUT children), ROUTES routes each, labelled
pushes, child starts, finishes and output mappings.

Usage: generated_spec.py FLOWS ROUTES > spec.json
"""
import json
import sys


def make(count, routes, fanout=3):
    flows = []
    for index in range(count):
        children = [c for c in (index * fanout + k for k in range(1, fanout + 1)) if c < count]
        transitions = [{"from": f"r{s}", "event": f"next{s}", "action": {"kind": "push", "route": f"r{s + 1}"}} for s in range(routes - 1)]
        transitions.append({"event": "back", "action": {"kind": "pop"}})
        for offset, child in enumerate(children):
            transitions.append({"from": f"r{offset % routes}", "event": f"open{child}",
                                "action": {"kind": "start", "flow": f"F{child}", "presentation": "push"}})
            transitions.append({"event": f"closed{child}", "action": {"kind": "stay"}})
        if index > 0:
            transitions.append({"from": f"r{routes - 1}", "event": "done", "action": {"kind": "finish", "output": "done"}})
        flows.append({
            "name": f"F{index}", "layout": "stack", "routes": [f"r{r}" for r in range(routes)], "initialRoute": "r0",
            "tabs": [], "transitions": transitions,
            "children": [{"flow": f"F{c}", "outputs": [{"output": "done", "event": f"closed{c}"}]} for c in children],
        })
    return {"version": 1, "root": "F0", "flows": flows}


if __name__ == "__main__":
    json.dump(make(int(sys.argv[1]), int(sys.argv[2])), sys.stdout, indent=1)
