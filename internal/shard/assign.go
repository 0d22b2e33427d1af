package shard

// Which shard this process is: the --shard flag, or the environment a batch
// scheduler gives each of an array's processes.

import (
	"fmt"
	"strconv"
)

// Assignment is the shard a process runs and where that came from.
type Assignment struct {
	Shard
	Sharded bool   // false: the whole sweep, unsharded
	From    string // how it was chosen, for the one line the command prints
}

// None is the --shard value that runs the whole sweep even inside a
// scheduler's array.
const None = "none"

// Assign decides the shard. flag is --shard ("" when not given), shards
// is --shards (0 when not given), getenv reads the environment. In order:
//
//   - --shard K/N, or --shard none for the whole sweep;
//   - a Kubernetes Indexed Job: JOB_COMPLETION_INDEX (0-based) with
//     --shards N, the Job's completions;
//   - a Slurm job array: SLURM_ARRAY_TASK_ID among SLURM_ARRAY_TASK_COUNT
//     tasks from SLURM_ARRAY_TASK_MIN, in steps of SLURM_ARRAY_TASK_STEP;
//   - otherwise the whole sweep.
func Assign(flag string, shards int, getenv func(string) string) (Assignment, error) {
	switch {
	case flag != "" && shards != 0:
		return Assignment{}, fmt.Errorf("give --shard K/N or --shards N, not both")
	case flag == None:
		return Assignment{From: "--shard none"}, nil
	case flag != "":
		s, err := Parse(flag)
		if err != nil {
			return Assignment{}, fmt.Errorf("shard: %w", err)
		}
		return Assignment{s, true, "--shard " + s.String()}, nil
	case shards != 0:
		return fromIndexedJob(shards, getenv)
	case getenv("JOB_COMPLETION_INDEX") != "":
		return Assignment{}, fmt.Errorf("JOB_COMPLETION_INDEX is set (a Kubernetes Indexed Job): give --shards N, the Job's completions, or --shard none to run the whole sweep in each pod")
	case getenv("SLURM_ARRAY_TASK_ID") != "":
		return fromSlurmArray(getenv)
	}
	return Assignment{From: "no --shard and no scheduler's array"}, nil
}

// fromIndexedJob is shard index+1 of shards.
func fromIndexedJob(shards int, getenv func(string) string) (Assignment, error) {
	if shards < 1 || shards > MaxShards {
		return Assignment{}, fmt.Errorf("shards: %d is out of range 1..%d", shards, MaxShards)
	}
	text := getenv("JOB_COMPLETION_INDEX")
	if text == "" {
		return Assignment{}, fmt.Errorf("--shards %d needs JOB_COMPLETION_INDEX, which a Kubernetes Indexed Job sets; elsewhere give --shard K/%d", shards, shards)
	}
	i, err := strconv.Atoi(text)
	if err != nil || i < 0 || i >= shards {
		return Assignment{}, fmt.Errorf("JOB_COMPLETION_INDEX=%q is not an index 0..%d of --shards %d", text, shards-1, shards)
	}
	return Assignment{Shard{i + 1, shards}, true, fmt.Sprintf("JOB_COMPLETION_INDEX=%d with --shards %d", i, shards)}, nil
}

// fromSlurmArray is the task's place in its array, which must be a range
// (--array=A-B or A-B:S, any throttle), not a list.
func fromSlurmArray(getenv func(string) string) (Assignment, error) {
	vars := []string{"SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_COUNT"}
	n := make([]int, len(vars))
	for i, name := range vars {
		v, err := strconv.Atoi(getenv(name))
		if err != nil || v < 0 {
			return Assignment{}, fmt.Errorf("%s=%q is not a whole number (is this a Slurm job array?); give --shard K/N instead", name, getenv(name))
		}
		n[i] = v
	}
	id, lo, count := n[0], n[1], n[2]
	step := 1
	if text := getenv("SLURM_ARRAY_TASK_STEP"); text != "" {
		v, err := strconv.Atoi(text)
		if err != nil || v < 1 {
			return Assignment{}, fmt.Errorf("SLURM_ARRAY_TASK_STEP=%q is not a whole number from 1", text)
		}
		step = v
	}
	from := fmt.Sprintf("SLURM_ARRAY_TASK_ID=%d (SLURM_ARRAY_TASK_MIN=%d, SLURM_ARRAY_TASK_COUNT=%d", id, lo, count)
	if step != 1 {
		from += fmt.Sprintf(", SLURM_ARRAY_TASK_STEP=%d", step)
	}
	from += ")"
	if count < 1 || count > MaxShards {
		return Assignment{}, fmt.Errorf("%s: the array's %d tasks are out of range 1..%d", from, count, MaxShards)
	}
	if hi := getenv("SLURM_ARRAY_TASK_MAX"); hi != "" && hi != strconv.Itoa(lo+(count-1)*step) {
		return Assignment{}, fmt.Errorf("%s with SLURM_ARRAY_TASK_MAX=%s: the array is a list, not a range; submit it as --array=A-B", from, hi)
	}
	if id < lo || (id-lo)%step != 0 || (id-lo)/step >= count {
		return Assignment{}, fmt.Errorf("%s: the task is not in the range its array says; submit it as --array=A-B", from)
	}
	return Assignment{Shard{(id-lo)/step + 1, count}, true, from}, nil
}
