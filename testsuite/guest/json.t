# The JSON tapset: metadata.json describes the metrics json_add_* added
# (PCP's JSON agent's layout), data.json gives the values the json_data
# probe set through the @json_output_* macros, afresh at each read; the
# second read is valid JSON by python's parser. argv and argc from -G
# argv_N (the argv tapset), argv[2] not given.
=== RUNARGS -G argv_1=hello
=== CMD cd /proc/systemtap/t_json && cat metadata.json data.json && python3 -c 'import json,sys; d = json.load(open("data.json")); print(d["reads"], d["who"], [e["__id"] for e in d["devs"]])'
=== PROG
global reads
probe begin {
	json_set_prefix("tapc_test")
	json_add_numeric_metric("reads", "times data.json was read", "count")
	json_add_string_metric("who", "the first argument")
	json_add_array("devs", "per device")
	json_add_array_numeric_metric("devs", "packets", "packets seen", "")
	json_add_array_string_metric("devs", "state", "link state")
}
probe json_data {
	reads++
	@json_output_data_start
	@json_output_numeric_value("reads", reads)
	@json_output_string_value("who", argv[1])
	@json_output_array_numeric_value("devs", "lo", "packets", 10 * reads)
	@json_output_array_string_value("devs", "lo", "state", "up \"quoted\"\n")
	@json_output_array_numeric_value("devs", "eth0", "packets", 0)
	@json_output_data_end
}
probe end { printf("argc %d, argv[1] %s, argv[2] %s, reads %d\n", argc, argv[1], argv[2], reads) }
=== EXPECT
{
  "prefix": "tapc_test",
  "metrics": [
    {
      "name": "reads",
      "type": "integer",
      "pointer": "/reads",
      "description": "times data.json was read",
      "units": "count"
    },
    {
      "name": "who",
      "type": "string",
      "pointer": "/who",
      "description": "the first argument"
    },
    {
      "name": "devs",
      "type": "array",
      "pointer": "/devs",
      "description": "per device",
      "index": "/__id",
      "metrics": [
        {
          "name": "packets",
          "type": "integer",
          "pointer": "/packets",
          "description": "packets seen"
        },
        {
          "name": "state",
          "type": "string",
          "pointer": "/state",
          "description": "link state"
        }
      ]
    }
  ]
}
{
  "reads": 1,
  "who": "hello",
  "devs": [
    {
      "__id": "lo",
      "packets": 10,
      "state": "up \"quoted\"\n"
    },
    {
      "__id": "eth0",
      "packets": 0
    }
  ]
}
2 hello ['lo', 'eth0']
argc 1, argv[1] hello, argv[2] , reads 2
