"""Part 1b: the same fetch over TLS and HTTP/2 through a local nginx at dog.ceo's host names."""

import os
import re
import shutil
import subprocess
import time

from . import dogs_binary
from .clients import curl_config, files_in, floor_seconds
from .fixture import SERVER_START_TIMEOUT, Server
from .janitor import BenchError, JANITOR, stop_process
from .machine import ensure_package
from .processes import first_line, run_ok
from .report import fmt_ratio, fmt_s, median, progress, ratio
from .settings import TARGET_TLS_CONNECTIONS


TLS_HOSTS = ("dog.ceo", "images.dog.ceo")
HOSTS_FILE = "/etc/hosts"
CA_BUNDLE = "/etc/ssl/certs/ca-certificates.crt"    # Debian's, which libcurl and curl trust


class SystemFile:
    """A system file changed for the TLS part and put back byte for byte, whatever ends the bench."""

    def __init__(self, path):
        self.path = path
        with open(path, "rb") as f:
            self.original = f.read()
        JANITOR.restorers.append(self.restore)

    def append(self, text):
        with open(self.path, "ab") as f:
            f.write(text.encode())

    def restore(self):
        with open(self.path, "wb") as f:
            f.write(self.original)


def make_certificates(work):
    """A throwaway CA and a certificate it signs for dog.ceo's host names; returns (ca, cert, key)."""
    ca_key, ca, key, request, cert = (os.path.join(work, n) for n in ("ca.key", "ca.pem", "server.key", "server.csr", "server.pem"))
    names = os.path.join(work, "names.cnf")
    with open(names, "w") as f:
        f.write("subjectAltName=%s\n" % ",".join("DNS:" + host for host in TLS_HOSTS))
    for command in (
            ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", ca_key, "-out", ca,
             "-days", "1", "-subj", "/CN=dogs bench throwaway CA"],
            ["openssl", "req", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", request, "-subj", "/CN=dog.ceo"],
            ["openssl", "x509", "-req", "-in", request, "-CA", ca, "-CAkey", ca_key, "-CAcreateserial",
             "-out", cert, "-days", "1", "-extfile", names]):
        run_ok(command, 60, "openssl")
    return ca, cert, key


NGINX_CONF = """
user root;
worker_processes 1;
daemon off;
pid %(work)s/nginx.pid;
error_log %(work)s/error.log;
events { worker_connections 1024; }
http {
    log_format hosts '$host $connection';
    access_log %(work)s/access.log hosts;
    client_body_temp_path %(work)s/body;
    proxy_temp_path %(work)s/proxy;
    fastcgi_temp_path %(work)s/fastcgi;
    uwsgi_temp_path %(work)s/uwsgi;
    scgi_temp_path %(work)s/scgi;
    upstream fixture { server 127.0.0.1:%(port)d; keepalive 32; }
    server {
        %(listen)s
        server_name %(hosts)s;
        ssl_certificate %(cert)s;
        ssl_certificate_key %(key)s;
        keepalive_requests 100000;
        location / {
            proxy_pass http://fixture;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_buffering off;
        }
    }
}
"""


def nginx_listen(nginx):
    """The listen line for TLS with HTTP/2: nginx before 1.25.1 takes http2 on the listen line only."""
    version = re.search(r"nginx/(\d+)\.(\d+)\.(\d+)", first_line([nginx, "-v"]))
    old = version is not None and tuple(int(n) for n in version.groups()) < (1, 25, 1)
    return "listen 127.0.0.1:443 ssl http2;" if old else "listen 127.0.0.1:443 ssl;\n        http2 on;"


def connections_per_host(log, start):
    """Distinct nginx connections per host in the access log's lines from byte `start` on."""
    with open(log) as f:
        f.seek(start)
        lines = [line.split() for line in f if line.strip()]
    hosts = {}
    for host, connection in lines:
        hosts.setdefault(host, set()).add(connection)
    return {host: len(connections) for host, connections in hosts.items()}, len(lines)


def part_tls(args, report, data):
    count, width, delay, size = args.count, 8, args.delay_ms, args.picture_bytes
    title = "1b. Over TLS with HTTP/2: %d pictures of %d bytes, %d ms delay, %d at once, nginx at dog.ceo's names" % (count, size, delay, width)
    why_not = None
    if os.geteuid() != 0:
        why_not = "needs root, to trust a throwaway CA and name 127.0.0.1 dog.ceo in /etc/hosts"
    elif not ensure_package("nginx", "nginx", not args.no_install) and not os.path.exists("/usr/sbin/nginx"):
        why_not = "nginx is not installed and could not be (apt-get)"
    elif not shutil.which("openssl"):
        why_not = "openssl is not installed"
    elif not (os.path.exists(CA_BUNDLE) and os.path.exists(HOSTS_FILE)):
        why_not = "no %s or %s" % (CA_BUNDLE, HOSTS_FILE)
    if why_not:
        report.section(title, ["client", "median"], [], ["not measured: " + why_not])
        report.target("one TLS connection per host over HTTP/2", "not measured", "", None)
        return
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    work = JANITOR.folder("tls")
    front = None
    try:
        ca, cert, key = make_certificates(work)
        with open(ca) as f:
            ca_text = f.read()
        SystemFile(CA_BUNDLE).append("\n" + ca_text)
        SystemFile(HOSTS_FILE).append("\n127.0.0.1 %s\n" % " ".join(TLS_HOSTS))
        server = Server(delay, size)
        server.args += ["--picture-base", "https://" + TLS_HOSTS[1]]
        with server:
            port = int(server.base.rsplit(":", 1)[1])
            conf = os.path.join(work, "nginx.conf")
            with open(conf, "w") as f:
                f.write(NGINX_CONF % {"work": work, "port": port, "hosts": " ".join(TLS_HOSTS), "cert": cert, "key": key,
                                      "listen": nginx_listen(nginx)})
            front = subprocess.Popen([nginx, "-c", conf, "-p", work], stdin=subprocess.DEVNULL,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
            JANITOR.processes.append(front)
            log = os.path.join(work, "access.log")
            deadline = time.monotonic() + SERVER_START_TIMEOUT
            while not os.path.exists(os.path.join(work, "nginx.pid")):
                if front.poll() is not None or time.monotonic() > deadline:
                    raise BenchError("nginx did not start; see %s" % os.path.join(work, "error.log"))
                time.sleep(0.05)
            samples = {"dogs": [], "curl": []}
            connections = {}
            for i in range(args.runs):
                progress("TLS run %d/%d" % (i + 1, args.runs))
                start = os.path.getsize(log) if os.path.exists(log) else 0
                out = os.path.join(work, "gallery-%d" % i)
                result = run_ok([dogs_binary.DOGS, "fetch", "--count", str(count), "--concurrency", str(width), "--out", out, "--quiet"],
                                120 + 4 * floor_seconds(count, width, delay), "dogs fetch over TLS")
                samples["dogs"].append(result.seconds)
                if len(files_in(os.path.join(out, "images"))) != count:
                    raise BenchError("dogs fetch over TLS saved %d pictures" % len(files_in(os.path.join(out, "images"))))
                shutil.rmtree(out, ignore_errors=True)
                time.sleep(0.2)    # nginx writes its log lines as answers end
                connections["dogs"] = connections_per_host(log, start)
                links = server.picture_links(count)
                out_dir = os.path.join(work, "curl-%d" % i)
                os.mkdir(out_dir)
                config = os.path.join(work, "curl.config")
                curl_config(links, out_dir, config)
                start = os.path.getsize(log)
                result = run_ok(["curl", "--parallel", "--parallel-max", str(width), "--http2", "-s", "-S", "-f", "--config", config],
                                120 + 4 * floor_seconds(count, width, delay), "curl --parallel over TLS")
                samples["curl"].append(result.seconds)
                shutil.rmtree(out_dir, ignore_errors=True)
                time.sleep(0.2)
                connections["curl"] = connections_per_host(log, start)
    finally:
        if front:
            stop_process(front)
        JANITOR.cleanup_restorers()
    medians = {name: median(values) for name, values in samples.items()}
    rows = []
    for name, label in (("dogs", "dogs fetch (default API base, https://dog.ceo/api)"),
                        ("curl", "curl --parallel --parallel-max %d --http2 (links given)" % width)):
        per_host, requests = connections[name]
        rows.append([label, fmt_s(medians[name]), fmt_s(min(samples[name])), fmt_s(max(samples[name])),
                     ", ".join("%s: %d" % item for item in sorted(per_host.items())), str(requests)])
    dogs_curl = ratio(medians["dogs"], medians["curl"])
    most = max(connections["dogs"][0].values()) if connections["dogs"][0] else 0
    report.section(title + " (median of %d)" % args.runs,
                   ["client", "median", "min", "max", "TLS connections per host (last run)", "requests"], rows,
                   ["A throwaway CA is added to %s and 127.0.0.1 named %s in %s for the part, both put back "
                    "byte for byte afterwards. dogs / curl = %s." % (CA_BUNDLE, " and ".join(TLS_HOSTS), HOSTS_FILE, fmt_ratio(dogs_curl))])
    report.target("one TLS connection per host over HTTP/2 (%d pictures)" % count,
                  "%d at most" % most, "<= %d" % TARGET_TLS_CONNECTIONS, most <= TARGET_TLS_CONNECTIONS)
    data["tls"] = {"samples_s": samples, "median_s": medians, "dogs_over_curl": dogs_curl,
                   "connections_per_host": {name: value[0] for name, value in connections.items()}}
