"""The Chrome DevTools Protocol over a WebSocket: commands, their answers, script evaluation."""

import json
import socket
import time

from .verdicts import Failure, Timeout
from .websocket import WebSocket


class DevTools:
    """Chrome DevTools Protocol calls on one page target."""

    def __init__(self, url):
        self.ws = WebSocket(url)
        self.next_id = 0
        self.events = []

    def call(self, method, params=None, timeout=30.0):
        self.next_id += 1
        call_id = self.next_id
        self.ws.send_text(json.dumps({"id": call_id, "method": method, "params": params or {}}))
        deadline = time.monotonic() + timeout
        while True:
            message = self.receive(deadline, f"{method} got no answer within {timeout:.0f} s")
            if message.get("id") == call_id:
                if "error" in message:
                    raise Failure(f"{method}: {message['error'].get('message')}")
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)

    def wait_event(self, name, timeout):
        deadline = time.monotonic() + timeout
        while True:
            for i, event in enumerate(self.events):
                if event["method"] == name:
                    del self.events[: i + 1]
                    return event.get("params", {})
            message = self.receive(deadline, f"no {name} within {timeout:.0f} s")
            if "method" in message:
                self.events.append(message)

    def receive(self, deadline, late):
        """The next message, if it comes before `deadline` (a time.monotonic()); else Timeout(late)."""
        left = deadline - time.monotonic()
        if left <= 0:
            raise Timeout(late)
        try:
            return json.loads(self.ws.receive_text(left))
        except socket.timeout:
            raise Timeout(late) from None

    def evaluate(self, expression, timeout=30.0, await_promise=False):
        result = self.call("Runtime.evaluate", {
            "expression": expression, "returnByValue": True, "awaitPromise": await_promise,
        }, timeout)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise Failure(f"page evaluation failed: {text}")
        return result.get("result", {}).get("value")

    def close(self):
        self.ws.close()
