# The JSON tapset (json.stp of stap 5.6), each byte as stap 5.6 wrote it
# (/work/shared/tools/stap-reference, the same script): metadata.json
# describes the metrics json_add_* added, in the order added ("prefix" as
# json_set_prefix set it, "description" and "units" only when not empty;
# an array's metrics but its "__id", none for an empty array, those added
# before the array too; of an array never added none); data.json gives
# the values the json_data probe wrote, in the order written, afresh at
# each read, names and strings unescaped as stap writes them (so this
# data.json is not valid JSON; the metadata is, by python's parser), an
# element of index "" without its "__id". Errors as stap's: a metric or an
# array metric added twice (an array's own "__id" too), a value or an array
# written twice in one read, an array's index twice. argv and argc from -G
# argv_N (the argv tapset), argv[2] not given. The probe's lines are moved
# after the files' (the two outputs interleave).
=== RUNARGS -G argv_1=hello
=== CMD cd /proc/systemtap/t_tapset_values_json && cat metadata.json data.json data.json && python3 -c 'import json; d = json.load(open("metadata.json")); print(d["prefix"], [m["name"] for m in d["metrics"]])'
=== PROG
global reads
probe begin {
	json_set_prefix("tapc_test")
	json_add_numeric_metric("reads", "times data.json was read", "count")
	json_add_string_metric("who", "the first argument")
	json_add_array("devs", "per device")
	json_add_array_numeric_metric("devs", "packets", "packets seen", "")
	json_add_array_string_metric("devs", "state", "link state")
	json_add_numeric_metric("zeta", "", "")
	json_add_array("empty", "")
	json_add_array_string_metric("later", "s", "")
	json_add_array("later", "added after its metric")
	try { json_add_numeric_metric("reads", "again", "") } catch (m) { println("dup: ", m) }
	try { json_add_array("devs", "again") } catch (m) { println("duparr: ", m) }
	try { json_add_array_string_metric("devs", "state", "") } catch (m) { println("dupel: ", m) }
	try { json_add_array_string_metric("empty", "__id", "x") } catch (m) { println("id: ", m) }
	json_add_array_numeric_metric("nosuch", "x", "", "")
}
probe json_data {
	reads++
	@json_output_data_start
	@json_output_numeric_value("reads", reads)
	@json_output_string_value("who", argv[1] . " \"q\" \\ /")
	@json_output_array_numeric_value("devs", "lo", "packets", 10 * reads)
	@json_output_array_string_value("devs", "lo", "state", "up\n")
	@json_output_array_numeric_value("devs", "eth0", "packets", 0)
	try { @json_output_numeric_value("reads", 6) } catch (m) { println("twice: ", m) }
	@json_output_array_numeric_value("a", "i1", "x", -1)
	try { @json_output_array_numeric_value("a", "i2", "x", 2); @json_output_array_numeric_value("a", "i1", "x", 3) } catch (m) { println("idx: ", m) }
	@json_output_string_value("undeclared", "")
	try { @json_output_array_numeric_value("a", "i3", "x", 1) } catch (m) { println("again: ", m) }
	@json_output_array_string_value("b", "", "x", "empty index")
	@json_output_data_end
}
probe end { printf("argc %d, argv[1] %s, argv[2] %s, reads %d\n", argc, argv[1], argv[2], reads) }
=== FILTER
awk '/^(dup|duparr|dupel|id|twice|idx|again): |^argc / { late[n++] = $0; next } { print } END { for (i = 0; i < n; i++) print late[i] }'
=== EXPECT
{
  "prefix": "tapc_test",
  "metrics": [
    {
      "name": "reads",
      "pointer": "/reads",
      "type": "integer",
      "description": "times data.json was read",
      "units": "count"
    },
    {
      "name": "who",
      "pointer": "/who",
      "type": "string",
      "description": "the first argument"
    },
    {
      "name": "devs",
      "pointer": "/devs",
      "type": "array",
      "description": "per device",
      "index": "/__id",
      "metrics": [
        {
          "name": "packets",
          "pointer": "/packets",
          "type": "integer",
          "description": "packets seen"
        },
        {
          "name": "state",
          "pointer": "/state",
          "type": "string",
          "description": "link state"
        }
      ]
    },
    {
      "name": "zeta",
      "pointer": "/zeta",
      "type": "integer"
    },
    {
      "name": "empty",
      "pointer": "/empty",
      "type": "array",
      "index": "/__id",
      "metrics": [

      ]
    },
    {
      "name": "later",
      "pointer": "/later",
      "type": "array",
      "description": "added after its metric",
      "index": "/__id",
      "metrics": [
        {
          "name": "s",
          "pointer": "/s",
          "type": "string"
        }
      ]
    }
  ]
}
{
  "reads": 1,
  "who": "hello "q" \ /",
  "devs": [
    {
      "__id": "lo",
      "packets": 10,
      "state": "up
"
    },
    {
      "__id": "eth0",
      "packets": 0
    }
  ],
  "a": [
    {
      "__id": "i1",
      "x": -1
    },
    {
      "__id": "i2",
      "x": 2
    }
  ],
  "undeclared": "",
  "b": [
    {
,
      "x": "empty index"
    }
  ]
}
{
  "reads": 2,
  "who": "hello "q" \ /",
  "devs": [
    {
      "__id": "lo",
      "packets": 20,
      "state": "up
"
    },
    {
      "__id": "eth0",
      "packets": 0
    }
  ],
  "a": [
    {
      "__id": "i1",
      "x": -1
    },
    {
      "__id": "i2",
      "x": 2
    }
  ],
  "undeclared": "",
  "b": [
    {
,
      "x": "empty index"
    }
  ]
}
tapc_test ['reads', 'who', 'devs', 'zeta', 'empty', 'later']
dup: Metric 'reads' already exists
duparr: Metric 'devs' already exists
dupel: Array metric 'state' already exists in array devs
id: Array metric '__id' already exists in array empty
twice: Metric 'reads' already output
idx: Array index 'i1' already output for array metric a
again: Metric 'a' already output
twice: Metric 'reads' already output
idx: Array index 'i1' already output for array metric a
again: Metric 'a' already output
argc 1, argv[1] hello, argv[2] , reads 2
