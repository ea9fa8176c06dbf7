module @jit_index_and_slice attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<3x2xf32> {jax.result_info = "result[1]"}, tensor<2xf32> {jax.result_info = "result[2]"}, tensor<1x4xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.slice %arg0 [1:2, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4xf32>) -> tensor<4xf32>
    %2 = stablehlo.slice %arg0 [0:3, 1:3] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %3 = stablehlo.iota dim = 0 : tensor<2xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %5 = stablehlo.multiply %4, %3 : tensor<2xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %7 = stablehlo.add %6, %5 : tensor<2xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %10 = stablehlo.concatenate %8, %9, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %11 = "stablehlo.gather"(%arg0, %10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<3x4xf32>, tensor<2x2xi32>) -> tensor<2xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %13 = "stablehlo.gather"(%arg0, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = true, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<1xi32>) -> tensor<4xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    return %1, %2, %11, %14 : tensor<4xf32>, tensor<3x2xf32>, tensor<2xf32>, tensor<1x4xf32>
  }
}
