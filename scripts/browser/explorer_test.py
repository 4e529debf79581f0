"""The explorer page (navgraph render --format html) in a real headless Chromium, through selenium.

Usage: explorer_test.py PAGE.html LARGE.html [SCREENSHOT_DIR]

PAGE is the reference hierarchy rendered with --highlight of a run holding a rejected step;
LARGE is a generated 100-flow hierarchy, timed. It checks what the page shows (the DOM, not
pixels) after searching, inspecting, collapsing and stepping the run, that nothing was logged as an
error and that nothing but the page itself was requested. With SCREENSHOT_DIR it saves screenshots
there.
"""
import json
import os
import pathlib
import shutil
import sys
import time

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print(f"FAIL: {message}", file=sys.stderr)


def browser():
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1200,720", "--disable-extensions", "--no-first-run"]:
        options.add_argument(argument)
    # Debian's launcher script only adds flags; the binary behind it starts without its shell noise.
    binary = "/usr/lib/chromium/chromium" if os.path.exists("/usr/lib/chromium/chromium") else shutil.which("chromium")
    if binary:
        options.binary_location = binary
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    service = Service(shutil.which("chromedriver") or "chromedriver")
    return webdriver.Chrome(service=service, options=options)


def open_page(driver, path):
    driver.get(pathlib.Path(path).resolve().as_uri())
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === '1'"))


def text(driver, selector):
    return driver.find_element(By.CSS_SELECTOR, selector).text


def requests_and_errors(driver, page):
    """Every URL the page requested but itself, and every console message at error level."""
    uri = pathlib.Path(page).resolve().as_uri()
    requested = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            url = message["params"]["request"]["url"]
            if url != uri:
                requested.append(url)
    errors = [entry["message"] for entry in driver.get_log("browser") if entry["level"] in ("SEVERE", "ERROR")]
    return requested, errors


def activate(driver, element_id):
    """Focuses an SVG item and presses Enter on it, as a keyboard user would."""
    element = driver.find_element(By.ID, element_id)
    driver.execute_script("arguments[0].focus()", element)
    element.send_keys(Keys.ENTER)


def explore(driver, page, shots):
    open_page(driver, page)
    shot = (lambda name: driver.save_screenshot(os.path.join(shots, name))) if shots else (lambda name: None)

    # Find: every match highlighted, Enter goes to each in turn.
    search = driver.find_element(By.ID, "ng-search")
    search.send_keys("open")
    matches = int(driver.execute_script("return document.body.dataset.matches"))
    check(matches >= 4, f"searching 'open' found {matches} items")
    check(len(driver.find_elements(By.CSS_SELECTOR, "svg .ng-match")) == matches, "every match is highlighted")
    check(text(driver, "#ng-found") == f"{matches} matches", f"the count reads {text(driver, '#ng-found')!r}")
    search.send_keys(Keys.ENTER)
    check(text(driver, "#ng-found") == f"match 1 of {matches}", f"Enter goes to the first match: {text(driver, '#ng-found')!r}")
    first = driver.find_element(By.CSS_SELECTOR, "svg .ng-selected").get_attribute("id")
    search.send_keys(Keys.ENTER)
    second = driver.find_element(By.CSS_SELECTOR, "svg .ng-selected").get_attribute("id")
    check(first != second, "Enter moves to the next match")
    shot("explorer-search.png")
    search.send_keys(Keys.ESCAPE)
    check(driver.find_elements(By.CSS_SELECTOR, "svg .ng-match") == [], "Escape clears the matches")
    search.send_keys("hasSession")
    guarded = [e.get_attribute("id") for e in driver.find_elements(By.CSS_SELECTOR, "svg .ng-match")]
    check(len(guarded) == 1 and "#startRoot" in guarded[0], f"a guard finds its edge: {guarded}")
    search.send_keys(Keys.ESCAPE)

    # Inspect a route: its outgoing and incoming transitions, with links that jump.
    activate(driver, "App/TabBar/Home/settings")
    check(text(driver, "#ng-details h2") == "Route settings", f"details of settings: {text(driver, '#ng-details h2')!r}")
    details = text(driver, "#ng-details")
    check("Leaves by" in details and "tapLogout / escalate logout" in details, "settings leaves by tapLogout")
    check("Arrives by" in details and "openSettings" in details, "settings is reached by openSettings")
    driver.find_element(By.XPATH, "//section[@id='ng-details']//a[text()='Home.home']").click()
    check(text(driver, "#ng-details h2") == "Route home", "a link jumps to the route it names")
    shot("explorer-inspect.png")

    # Inspect a flow, collapse its box, expand it again.
    activate(driver, "cluster:App/TabBar/Home")
    details = text(driver, "#ng-details")
    check(text(driver, "#ng-details h2") == "Flow Home", "details of the Home flow")
    check("Initial route" in details and "LinkDetail" in details and "TabBar" in details, "Home's summary names its initial route, child and parent")
    driver.find_element(By.ID, "ng-collapse").click()
    check(driver.execute_script("return document.body.dataset.collapsed") == "Home", "Home is collapsed")
    hidden = driver.execute_script("return getComputedStyle(document.getElementById('App/TabBar/Home/settings')).visibility")
    check(hidden == "hidden", f"Home's routes are hidden: {hidden}")
    boxes = driver.find_elements(By.CSS_SELECTOR, ".ng-collapsed-box")
    check(len(boxes) == 1 and "Home (collapsed)" in boxes[0].text, "one box stands for Home")
    check(driver.find_element(By.ID, "ng-collapse").text == "Expand box", "the flow's button now expands")
    shot("explorer-collapsed.png")
    driver.execute_script("arguments[0].focus()", boxes[0])
    boxes[0].send_keys(Keys.ENTER)
    check(driver.execute_script("return document.body.dataset.collapsed") == "", "Enter on the box expands it")
    check(driver.find_element(By.ID, "ng-collapse").text == "Collapse box", "the flow's button collapses again")

    # Replay: step through the run to its end with the arrow keys, checking every step.
    run = json.loads(driver.execute_script("return document.getElementById('ng-data').textContent"))["run"]
    steps = run["steps"]
    driver.find_element(By.TAG_NAME, "h1").click()   # focus outside the picture and the search box
    check(text(driver, "#ng-step").startswith(f"Start: before step 1 of {len(steps)}"), f"the run starts before its first step: {text(driver, '#ng-step')!r}")
    check(driver.find_element(By.ID, "ng-back").get_attribute("disabled") is not None, "Back is disabled at the start")
    body = driver.find_element(By.TAG_NAME, "body")
    for number, step in enumerate(steps, start=1):
        body.send_keys(Keys.ARROW_RIGHT)
        status = driver.find_element(By.ID, "ng-step")
        check(status.get_attribute("data-step") == str(number), f"→ shows step {number}")
        check(f"Step {number} of {len(steps)}: {step['flow']}" in status.text and step["event"] in status.text, f"step {number} reads {status.text!r}")
        check((status.get_attribute("data-rejected") == "true") == step["rejected"], f"step {number} rejected: {step['rejected']}")
        check(("✕ rejected" in status.text) == step["rejected"], f"step {number} says whether it was rejected: {status.text!r}")
        current = sorted(e.get_attribute("id") for e in driver.find_elements(By.CSS_SELECTOR, "g.edge.ng-current"))
        check(current == sorted(step["edges"]), f"step {number} emphasises {step['edges']}, not {current}")
        stack = [li.text for li in driver.find_elements(By.CSS_SELECTOR, "#ng-stack li")]
        check(stack == run["stacks"][number], f"step {number} shows the stack {run['stacks'][number]}, not {stack}")
        if number == 2:
            driver.find_element(By.ID, "ng-fit").click()
            driver.execute_script("document.getElementById('ng-side').scrollTop = 0")
            shot("explorer-run.png")
            driver.find_element(By.TAG_NAME, "h1").click()
    check(any(step["rejected"] for step in steps), "the run holds a rejected step")
    check(driver.find_element(By.ID, "ng-next").get_attribute("disabled") is not None, "Next is disabled at the end")
    body.send_keys(Keys.HOME)
    check(driver.find_element(By.ID, "ng-step").get_attribute("data-step") == "0", "Home goes back to the start")
    play = driver.find_element(By.ID, "ng-play")
    play.click()
    check(play.get_attribute("aria-pressed") == "true", "Play is pressed while playing")
    WebDriverWait(driver, 5).until(lambda d: d.find_element(By.ID, "ng-step").get_attribute("data-step") == "1")
    play.click()
    check(play.get_attribute("aria-pressed") == "false", "Play again pauses")
    driver.find_element(By.ID, "ng-last").click()
    check(driver.find_element(By.ID, "ng-step").get_attribute("data-step") == str(len(steps)), "Last goes to the end")

    # Coverage: the transitions never taken, counted and marked.
    driver.find_element(By.ID, "ng-untaken").click()
    marked = len(driver.find_elements(By.CSS_SELECTOR, "g.edge.ng-untaken"))
    check(marked == len(run["untaken"]) and marked > 0, f"{marked} edges marked as never taken")
    check(text(driver, "#ng-coverage").startswith(f"{len(run['untaken'])} of "), f"coverage reads {text(driver, '#ng-coverage')!r}")
    shot("explorer-coverage.png")

    # Readable at 200 %: the toolbar and the step bar stay inside the window.
    driver.execute_script("document.body.style.zoom = '200%'")
    width = driver.execute_script("return document.documentElement.clientWidth")
    overflow = driver.execute_script("return [...document.querySelectorAll('#ng-bar > *, #ng-steps > *')].filter(e => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1).length")
    check(overflow == 0, f"{overflow} controls leave the {width}px window at 200 %")
    driver.execute_script("document.body.style.zoom = ''")

    requested, errors = requests_and_errors(driver, page)
    check(requested == [], f"the page requested {requested}")
    check(errors == [], f"console errors: {errors}")


def timed(driver, page):
    """Milliseconds from navigation start until the page's script is ready, median of 5 loads."""
    times = []
    for _ in range(5):
        driver.get("about:blank")
        open_page(driver, page)
        # Interactive: the script has wired every handler and the page has painted, whichever is later.
        paint = "return (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime"
        WebDriverWait(driver, 10).until(lambda d: d.execute_script(paint) is not None)
        times.append(max(driver.execute_script("return window.navgraphReadyAt"), driver.execute_script(paint)))
    times.sort()
    requested, errors = requests_and_errors(driver, page)
    check(requested == [] and errors == [], f"the large page requested {requested}, logged {errors}")
    return times[len(times) // 2], times


def main():
    page, large = sys.argv[1], sys.argv[2]
    shots = sys.argv[3] if len(sys.argv) > 3 else None
    started = time.monotonic()
    driver = browser()
    try:
        explore(driver, page, shots)
        median, times = timed(driver, large)
        size = os.path.getsize(large)
        print(f"explorer: 100-flow page of {size:,} bytes interactive in {median:.0f} ms (median of {[round(t) for t in times]})")
        check(median < 1000, f"the 100-flow page took {median:.0f} ms to become interactive")
    finally:
        driver.quit()
    print(f"explorer browser test: {len(failures)} failures, {time.monotonic() - started:.1f} s")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
