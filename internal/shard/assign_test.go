package shard

import (
	"strings"
	"testing"
)

func TestAssign(t *testing.T) {
	for _, tc := range []struct {
		name   string
		flag   string
		shards int
		env    map[string]string
		want   Assignment
		err    string
	}{
		{name: "nothing", want: Assignment{From: "no --shard and no scheduler's array"}},
		{name: "flag", flag: "2/4", want: Assignment{Shard{2, 4}, true, "--shard 2/4"}},
		{name: "flag wins over slurm", flag: "1/2", env: map[string]string{"SLURM_ARRAY_TASK_ID": "3"}, want: Assignment{Shard{1, 2}, true, "--shard 1/2"}},
		{name: "none inside an array", flag: "none", env: map[string]string{"SLURM_ARRAY_TASK_ID": "3"}, want: Assignment{From: "--shard none"}},
		{name: "bad flag", flag: "0/3", err: `shard: "0/3": K must be 1..3`},
		{name: "both flags", flag: "1/2", shards: 2, err: "not both"},
		{name: "indexed job", shards: 4, env: map[string]string{"JOB_COMPLETION_INDEX": "0"}, want: Assignment{Shard{1, 4}, true, "JOB_COMPLETION_INDEX=0 with --shards 4"}},
		{name: "indexed job, last", shards: 4, env: map[string]string{"JOB_COMPLETION_INDEX": "3"}, want: Assignment{Shard{4, 4}, true, "JOB_COMPLETION_INDEX=3 with --shards 4"}},
		{name: "index beyond", shards: 4, env: map[string]string{"JOB_COMPLETION_INDEX": "4"}, err: `JOB_COMPLETION_INDEX="4" is not an index 0..3 of --shards 4`},
		{name: "index not a number", shards: 4, env: map[string]string{"JOB_COMPLETION_INDEX": "x"}, err: `JOB_COMPLETION_INDEX="x"`},
		{name: "shards without a job", shards: 4, err: "--shards 4 needs JOB_COMPLETION_INDEX"},
		{name: "shards out of range", shards: -1, env: map[string]string{"JOB_COMPLETION_INDEX": "0"}, err: "shards: -1 is out of range"},
		{name: "job without shards", env: map[string]string{"JOB_COMPLETION_INDEX": "2"}, err: "give --shards N"},
		{name: "slurm", env: map[string]string{"SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_MIN": "4", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_MAX": "7"},
			want: Assignment{Shard{2, 4}, true, "SLURM_ARRAY_TASK_ID=5 (SLURM_ARRAY_TASK_MIN=4, SLURM_ARRAY_TASK_COUNT=4)"}},
		{name: "slurm with a step", env: map[string]string{"SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_COUNT": "3", "SLURM_ARRAY_TASK_STEP": "2", "SLURM_ARRAY_TASK_MAX": "4"},
			want: Assignment{Shard{3, 3}, true, "SLURM_ARRAY_TASK_ID=4 (SLURM_ARRAY_TASK_MIN=0, SLURM_ARRAY_TASK_COUNT=3, SLURM_ARRAY_TASK_STEP=2)"}},
		{name: "slurm list", env: map[string]string{"SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "3", "SLURM_ARRAY_TASK_MAX": "7"}, err: "the array is a list, not a range"},
		{name: "slurm off the step", env: map[string]string{"SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_COUNT": "3", "SLURM_ARRAY_TASK_STEP": "2"}, err: "not in the range"},
		{name: "slurm without count", env: map[string]string{"SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "0"}, err: `SLURM_ARRAY_TASK_COUNT="" is not a whole number`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Assign(tc.flag, tc.shards, func(k string) string { return tc.env[k] })
			switch {
			case tc.err == "" && (err != nil || got != tc.want):
				t.Errorf("got %+v, %v; want %+v", got, err, tc.want)
			case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
				t.Errorf("error %v; want one containing %q", err, tc.err)
			}
		})
	}
}
